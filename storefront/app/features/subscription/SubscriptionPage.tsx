import { useEffect, useRef, useState } from "react"
import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { LinePrice } from "~/components/OrderTotals"
import { useFormatDate, useFormatPrice } from "~/lib/format"
import { SubscriptionRefusal, useChangeSubscription, useManagedSubscription } from "./api"
import { actionsFor, resultMessage, type PageMessage } from "./rules"
import type { ManagedSubscription, SubscriptionAction } from "./types"

/**
 * The page behind the link of every subscription e-mail: the next delivery, what it holds and costs,
 * and skip, pause, resume or cancel (cancel after a separate confirmation). No login: the signed
 * link names the subscription.
 */
export function SubscriptionPage({ token }: { token: string | null }) {
  const t = useT()
  const subscription = useManagedSubscription(token)
  const invalid = !token || (subscription.error instanceof SubscriptionRefusal && subscription.error.invalidLink)

  return (
    <section className="page container subscription-page" aria-labelledby="subscription-title">
      <h1 id="subscription-title">{t("subscription.title")}</h1>
      {invalid ? (
        <InvalidLink />
      ) : subscription.isError ? (
        <p className="alert alert--error" role="alert">
          {t("subscription.failed")}
        </p>
      ) : !subscription.data ? (
        <p role="status">{t("subscription.loading")}</p>
      ) : (
        <ManageSubscription token={token} subscription={subscription.data} />
      )}
    </section>
  )
}

function InvalidLink() {
  const t = useT()
  return (
    <div className="card">
      <p className="alert alert--error" role="alert">
        {t("subscription.invalidLink")}
      </p>
      <p>{t("subscription.invalidLinkHelp")}</p>
      <div className="button-row">
        <Link to="/contact" className="button button--outline">
          {t("subscription.contactUs")}
        </Link>
      </div>
    </div>
  )
}

function ManageSubscription({ token, subscription }: { token: string; subscription: ManagedSubscription }) {
  const t = useT()
  const date = useFormatDate()
  const price = useFormatPrice()
  const change = useChangeSubscription(token)
  const [result, setResult] = useState<PageMessage | null>(null)
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
        setResult(resultMessage(action, changed, date))
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
          ? t("subscription.introCancelled", { email: subscription.email })
          : `${t("subscription.intro", { email: subscription.email })} ${t("subscription.cancelTerms")}`}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {result && (
          <p ref={resultRef} tabIndex={-1} className="alert alert--success" data-testid="subscription-result">
            {t(result.id, result.values)}
          </p>
        )}
      </div>
      {change.isError && (
        <p className="alert alert--error" role="alert">
          {change.error.message || t("subscription.failed")}
        </p>
      )}
      <div className="card subscription-card">
        <dl className="subscription-facts">
          <dt>{t("subscription.statusLabel")}</dt>
          <dd>
            <span className={`subscription-status subscription-status--${subscription.status}`} data-testid="subscription-status">
              {t(`subscription.status.${subscription.status}`)}
            </span>
          </dd>
          <dt>{t("subscription.nextDelivery")}</dt>
          <dd data-testid="next-delivery">
            {subscription.next_renewal_at
              ? date(subscription.next_renewal_at)
              : subscription.status === "paused"
                ? t("subscription.noneWhilePaused")
                : t("subscription.noneCancelled")}
          </dd>
          <dt>{t("subscription.pricePerDelivery")}</dt>
          <dd data-testid="price-per-delivery">{t("subscription.shippingIncluded", { price: price(subscription.delivery_total) })}</dd>
        </dl>
        <h2 className="subscription-card__heading">{t("subscription.inEachDelivery")}</h2>
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
              {t("subscription.cancelQuestion")}
            </h2>
            <p>
              {subscription.next_renewal_at
                ? t("subscription.cancelText", { date: date(subscription.next_renewal_at) })
                : t("subscription.cancelTextNoDate")}
            </p>
            <div className="button-row">
              <button type="button" className="button button--danger" {...busyProps} onClick={() => run("cancel")}>
                {busy ? t("subscription.cancelling") : t("subscription.confirmCancel")}
              </button>
              <button type="button" className="button button--outline" {...busyProps} onClick={keep}>
                {t("subscription.keep")}
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
                  {t(`subscription.action.${action}`)}
                </button>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={action === "resume" ? "button button--primary" : "button button--outline"}
                  {...busyProps}
                  onClick={() => run(action)}
                >
                  {t(`subscription.action.${action}`)}
                </button>
              ),
            )}
          </div>
        ) : (
          <p>
            {t("subscription.cancelledBefore")} <Link to="/products?type=subscription">{t("subscription.subscribeAgain")}</Link>
            {t("subscription.cancelledAfter")}
          </p>
        )}
      </div>
    </>
  )
}

/** What each delivery costs, row by row as the cart's totals read: Subtotal, the subscription discount, Shipping, Total. */
function RenewalPrice({ price }: { price: ManagedSubscription["price"] }) {
  const t = useT()
  const euros = useFormatPrice()
  return (
    <div className="totals subscription-price" data-testid="renewal-price">
      <h2 className="subscription-card__heading">{t("subscription.eachDeliveryCosts")}</h2>
      <dl>
        <div className="totals__row">
          <dt>{t("subscription.subtotal")}</dt>
          <dd data-testid="renewal-subtotal">{euros(price.subtotal)}</dd>
        </div>
        {price.discounts.map((discount) => (
          <div className="totals__row totals__row--discount" key={discount.label}>
            <dt>{discount.label}</dt>
            <dd data-testid="renewal-discount">-{euros(discount.amount)}</dd>
          </div>
        ))}
        <div className="totals__row">
          <dt>{t("subscription.shipping")}</dt>
          <dd data-testid="renewal-shipping">{price.shipping.amount === 0 ? t("subscription.free") : euros(price.shipping.amount)}</dd>
        </div>
        <div className="totals__row totals__total">
          <dt>{t("subscription.totalPerDelivery")}</dt>
          <dd data-testid="renewal-total">{euros(price.total)}</dd>
        </div>
      </dl>
      <p className="totals__vat">{t("subscription.vatNote")}</p>
    </div>
  )
}
