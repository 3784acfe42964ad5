import { useEffect, useRef, useState } from "react"
import { Link } from "~/i18n/links"
import { formatEuros, formatShipping, toCents } from "order-summary"
import { LinePrice } from "~/components/OrderTotals"
import { SUBSCRIPTION_CANCEL_TERMS } from "~/lib/subscription-terms"
import { SubscriptionRefusal, useChangeSubscription, useManagedSubscription } from "./api"
import { ACTION_LABELS, actionsFor, deliveryDate, INVALID_LINK, resultMessage, SUBSCRIPTION_FALLBACK_ERROR } from "./rules"
import type { ManagedSubscription, SubscriptionAction } from "./types"

const STATUS_LABELS: Record<ManagedSubscription["status"], string> = { active: "Active", paused: "Paused", cancelled: "Cancelled" }

/**
 * The page behind the link of every subscription e-mail: the next delivery, what it holds and costs,
 * and skip, pause, resume or cancel (cancel after a separate confirmation). No login: the signed
 * link names the subscription.
 */
export function SubscriptionPage({ token }: { token: string | null }) {
  const subscription = useManagedSubscription(token)
  const invalid = !token || (subscription.error instanceof SubscriptionRefusal && subscription.error.invalidLink)

  return (
    <section className="page container subscription-page" aria-labelledby="subscription-title">
      <h1 id="subscription-title">Your subscription</h1>
      {invalid ? (
        <InvalidLink />
      ) : subscription.isError ? (
        <p className="alert alert--error" role="alert">
          {SUBSCRIPTION_FALLBACK_ERROR}
        </p>
      ) : !subscription.data ? (
        <p role="status">Loading your subscription...</p>
      ) : (
        <ManageSubscription token={token} subscription={subscription.data} />
      )}
    </section>
  )
}

function InvalidLink() {
  return (
    <div className="card">
      <p className="alert alert--error" role="alert">
        {INVALID_LINK}
      </p>
      <p>Please use the link in the latest e-mail about your subscription, or contact us and we will help.</p>
      <div className="button-row">
        <Link to="/contact" className="button button--outline">
          Contact Us
        </Link>
      </div>
    </div>
  )
}

function ManageSubscription({ token, subscription }: { token: string; subscription: ManagedSubscription }) {
  const change = useChangeSubscription(token)
  const [result, setResult] = useState<string | null>(null)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const resultRef = useRef<HTMLParagraphElement>(null)
  const confirmRef = useRef<HTMLHeadingElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  // the buttons change with the status: keyboard focus goes to the outcome, which the live region reads out
  useEffect(() => {
    if (result) resultRef.current?.focus()
  }, [result])
  useEffect(() => {
    if (confirmingCancel) confirmRef.current?.focus()
  }, [confirmingCancel])

  const busy = change.isPending
  // aria-disabled, not disabled, while busy: a disabled button would drop the keyboard focus
  const busyProps = { "aria-disabled": busy || undefined }

  const run = (action: SubscriptionAction) => {
    if (busy) return
    setResult(null)
    change.mutate(action, {
      onSuccess: (changed) => {
        setConfirmingCancel(false)
        setResult(resultMessage(action, changed))
      },
    })
  }

  const keep = () => {
    if (busy) return
    setConfirmingCancel(false)
    // the button that opened the question gets the focus back
    requestAnimationFrame(() => cancelRef.current?.focus())
  }

  const actions = actionsFor(subscription.status)

  return (
    <>
      <p className="subscription-page__intro">
        {subscription.status === "cancelled"
          ? `Subscription of ${subscription.email}.`
          : `Subscription of ${subscription.email}, delivered every month. ${SUBSCRIPTION_CANCEL_TERMS}`}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {result && (
          <p ref={resultRef} tabIndex={-1} className="alert alert--success" data-testid="subscription-result">
            {result}
          </p>
        )}
      </div>
      {change.isError && (
        <p className="alert alert--error" role="alert">
          {change.error.message}
        </p>
      )}
      <div className="card subscription-card">
        <dl className="subscription-facts">
          <dt>Status</dt>
          <dd>
            <span className={`subscription-status subscription-status--${subscription.status}`} data-testid="subscription-status">
              {STATUS_LABELS[subscription.status]}
            </span>
          </dd>
          <dt>Next delivery</dt>
          <dd data-testid="next-delivery">
            {subscription.next_renewal_at
              ? deliveryDate(subscription.next_renewal_at)
              : subscription.status === "paused"
                ? "None while paused"
                : "None: the subscription is cancelled"}
          </dd>
          <dt>Price per delivery</dt>
          <dd data-testid="price-per-delivery">{formatEuros(subscription.delivery_total)} (shipping included)</dd>
        </dl>
        <h2 className="subscription-card__heading">In each delivery</h2>
        <ul className="subscription-lines">
          {subscription.lines.map((line, index) => (
            <li key={`${line.title}-${index}`} className="subscription-line">
              <span>
                {line.title} × {line.quantity}
              </span>
              <span className="subscription-line__price">
                <LinePrice
                  originalTotal={(line.original_unit_price ?? line.unit_price) * line.quantity}
                  total={line.unit_price * line.quantity}
                />
              </span>
            </li>
          ))}
        </ul>
        <RenewalPrice price={subscription.price} />
        {confirmingCancel ? (
          <div className="subscription-confirm" role="group" aria-labelledby="subscription-confirm-title">
            <h2 id="subscription-confirm-title" ref={confirmRef} tabIndex={-1} className="subscription-card__heading">
              Cancel your subscription?
            </h2>
            <p>
              Nothing more will be delivered or charged
              {subscription.next_renewal_at ? `, starting with the delivery of ${deliveryDate(subscription.next_renewal_at)}` : ""}. You
              cannot undo this; you can subscribe again any time.
            </p>
            <div className="button-row">
              <button type="button" className="button button--danger" {...busyProps} onClick={() => run("cancel")}>
                {busy ? "Cancelling..." : "Yes, cancel subscription"}
              </button>
              <button type="button" className="button button--outline" {...busyProps} onClick={keep}>
                Keep subscription
              </button>
            </div>
          </div>
        ) : actions.length > 0 ? (
          <div className="button-row">
            {actions.map((action) =>
              action === "cancel" ? (
                <button
                  key={action}
                  ref={cancelRef}
                  type="button"
                  className="button button--outline"
                  {...busyProps}
                  onClick={() => {
                    if (busy) return
                    setResult(null)
                    change.reset()
                    setConfirmingCancel(true)
                  }}
                >
                  {ACTION_LABELS[action]}
                </button>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={action === "resume" ? "button button--primary" : "button button--outline"}
                  {...busyProps}
                  onClick={() => run(action)}
                >
                  {ACTION_LABELS[action]}
                </button>
              ),
            )}
          </div>
        ) : (
          <p>
            This subscription is cancelled. To have products delivered again, <Link to="/products?type=subscription">subscribe again</Link>.
          </p>
        )}
      </div>
    </>
  )
}

/** What each delivery costs, row by row as the cart's totals read: Subtotal, the subscription discount, Shipping, Total. */
function RenewalPrice({ price }: { price: ManagedSubscription["price"] }) {
  return (
    <div className="totals subscription-price" data-testid="renewal-price">
      <h2 className="subscription-card__heading">Each delivery costs</h2>
      <dl>
        <div className="totals__row">
          <dt>Subtotal</dt>
          <dd data-testid="renewal-subtotal">{formatEuros(price.subtotal)}</dd>
        </div>
        {price.discounts.map((discount) => (
          <div className="totals__row totals__row--discount" key={discount.label}>
            <dt>{discount.label}</dt>
            <dd data-testid="renewal-discount">-{formatEuros(discount.amount)}</dd>
          </div>
        ))}
        <div className="totals__row">
          <dt>Shipping</dt>
          <dd data-testid="renewal-shipping">{formatShipping(toCents(price.shipping.amount))}</dd>
        </div>
        <div className="totals__row totals__total">
          <dt>Total per delivery</dt>
          <dd data-testid="renewal-total">{formatEuros(price.total)}</dd>
        </div>
      </dl>
      <p className="totals__vat">VAT included. One-time items and one-time codes of your first order are not repeated.</p>
    </div>
  )
}
