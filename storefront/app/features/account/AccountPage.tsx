import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { Link } from "~/i18n/links"
import { formatEuros } from "order-summary"
import { addressLines } from "order-summary/addresses"
import { ADDRESS_CHANGE_STATUSES, SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import { addressValuesOf } from "~/lib/address-form"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { shop } from "~/lib/shop"
import { AddressForm } from "./AddressForm"
import { ChangeDeliveryAddress } from "./ChangeDeliveryAddress"
import {
  fieldErrorsOf,
  useAccount,
  useChangeAccountSubscription,
  useDeleteAccount,
  useDownloadData,
  useNewsletterConsent,
  useRemoveAddress,
  useSaveAddress,
  useSignOut,
} from "./api"
import type { Account, AccountSubscription, SubscriptionAction } from "./types"

const date = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: shop.timeZone }).format(new Date(iso))
const linkTo = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

const ACTION_LABELS: Record<SubscriptionAction, string> = {
  skip: "Skip next delivery",
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel subscription",
}
const actionsFor = (status: AccountSubscription["status"]): SubscriptionAction[] => [...SUBSCRIPTION_ACTIONS_BY_STATUS[status]]
const STATUS_LABELS: Record<AccountSubscription["status"], string> = { active: "Active", paused: "Paused", cancelled: "Cancelled" }

/** The account page: orders, subscriptions, saved addresses, newsletter, my data, sign out. */
export function AccountPage({ deleted }: { deleted: boolean }) {
  const account = useAccount()
  return (
    <section className="page container account-page" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      {account.isPending ? (
        <p role="status">Loading your account...</p>
      ) : account.isError ? (
        <p className="alert alert--error" role="alert">
          {account.error.message}
        </p>
      ) : !account.data ? (
        <div className="card">
          {deleted && (
            <p className="alert alert--success" role="status">
              Your account is deleted. Your personal data is erased; your orders are kept anonymised.
            </p>
          )}
          <p>You are not signed in.</p>
          <Link to="/account/sign-in" className="button button--primary">
            Sign in
          </Link>
        </div>
      ) : (
        <AccountSections account={account.data} />
      )}
    </section>
  )
}

function AccountSections({ account }: { account: Account }) {
  return (
    <>
      <p>Signed in as {account.customer.email}.</p>
      <Orders account={account} />
      <Subscriptions account={account} />
      <Addresses account={account} />
      <Newsletter account={account} />
      <MyData />
    </>
  )
}

function Orders({ account }: { account: Account }) {
  return (
    <section className="card account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">Your orders</h2>
      {account.orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <ul className="account-list" data-testid="account-orders">
          {account.orders.map((order) => (
            <li key={order.display_id} className="account-order">
              <p>
                <strong>Order #{order.display_id}</strong> of {date(order.created_at)}: {formatEuros(order.total)}, {order.status.label}
              </p>
              <p>{order.items.map((item) => `${item.product_title} × ${item.quantity}`).join(", ")}</p>
              <p className="button-row">
                <Link to={linkTo("/order", order.order_token)}>See order #{order.display_id}</Link>
                {order.withdrawal_token && (
                  <Link to={linkTo("/withdrawal", order.withdrawal_token)}>Withdraw from order #{order.display_id}</Link>
                )}
                {order.review_links.map((review) => (
                  <Link key={review.line_item_id} to={linkTo("/review", review.token)}>
                    Review {review.product_title}
                  </Link>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Subscriptions({ account }: { account: Account }) {
  const change = useChangeAccountSubscription()
  const [done, setDone] = useState<string | null>(null)
  if (account.subscriptions.length === 0) return null
  return (
    <section className="card account-section" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">Your subscriptions</h2>
      <div aria-live="polite">{done && <p className="alert alert--success">{done}</p>}</div>
      {change.isError && (
        <p className="alert alert--error" role="alert">
          {change.error.message}
        </p>
      )}
      <ul className="account-list">
        {account.subscriptions.map((subscription) => (
          <li key={subscription.id} data-testid="account-subscription">
            <p>
              {subscription.lines.map((line) => `${line.title} × ${line.quantity}`).join(", ")}: {formatEuros(subscription.delivery_total)}{" "}
              per delivery, {STATUS_LABELS[subscription.status]}.
            </p>
            <p data-testid="account-next-delivery">
              Next delivery:{" "}
              {subscription.next_renewal_at
                ? date(subscription.next_renewal_at)
                : subscription.status === "paused"
                  ? "none while paused"
                  : "none"}
            </p>
            {ADDRESS_CHANGE_STATUSES.includes(subscription.status) && (
              <ChangeDeliveryAddress subscription={subscription} saved={account.addresses} />
            )}
            <div className="button-row">
              {actionsFor(subscription.status).map((action) => (
                <button
                  key={action}
                  type="button"
                  className="button button--outline"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { id: subscription.id, action },
                      { onSuccess: () => setDone(`Done: ${ACTION_LABELS[action].toLowerCase()}.`) },
                    )
                  }
                >
                  {ACTION_LABELS[action]}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Addresses({ account }: { account: Account }) {
  const save = useSaveAddress()
  const remove = useRemoveAddress()
  return (
    <section className="card account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Saved addresses</h2>
      <p>The checkout fills in your first saved address.</p>
      {account.addresses.length > 0 && (
        <ul className="account-list" data-testid="account-addresses">
          {account.addresses.map((address) => (
            <li key={address.id}>
              <address>{addressLines(address).join(", ")}</address>
              <button
                type="button"
                className="button button--outline"
                onClick={() => remove.mutate(address.id)}
                disabled={remove.isPending}
              >
                Remove this address
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        idPrefix="new-address"
        title="Add an address"
        initial={addressValuesOf(null, DEFAULT_CART_COUNTRY)}
        submitLabel="Save address"
        pending={save.isPending}
        error={save.error}
        onSubmit={(address, done) => save.mutate(address, { onSuccess: done })}
      />
    </section>
  )
}

function Newsletter({ account }: { account: Account }) {
  const consent = useNewsletterConsent()
  return (
    <section className="card account-section" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p data-testid="account-newsletter">
        {account.newsletter.subscribed
          ? "You receive our newsletter."
          : account.newsletter.status === "pending"
            ? "Please confirm your subscription with the link we e-mailed you."
            : "You do not receive our newsletter."}
      </p>
      <button
        type="button"
        className="button button--outline"
        disabled={consent.isPending}
        onClick={() => consent.mutate(!account.newsletter.subscribed)}
      >
        {account.newsletter.subscribed ? "Unsubscribe from the newsletter" : "Subscribe to the newsletter"}
      </button>
    </section>
  )
}

const DELETE_PHRASE = "delete my account"

function MyData() {
  const navigate = useNavigate()
  const download = useDownloadData()
  const deleteAccount = useDeleteAccount()
  const signOut = useSignOut()
  const [confirm, setConfirm] = useState("")
  const remove = (event: FormEvent) => {
    event.preventDefault()
    deleteAccount.mutate(confirm, { onSuccess: () => navigate("/account?deleted=1", { replace: true }) })
  }
  return (
    <section className="card account-section" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your data</h2>
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={() => download.mutate()} disabled={download.isPending}>
          Download my data
        </button>
        <button type="button" className="button button--outline" onClick={() => signOut.mutate(false, { onSuccess: () => navigate("/") })}>
          Sign out
        </button>
        <button type="button" className="button button--outline" onClick={() => signOut.mutate(true, { onSuccess: () => navigate("/") })}>
          Sign out everywhere
        </button>
      </div>
      <form method="post" className="form" onSubmit={remove} noValidate>
        <h3>Delete my account</h3>
        <p>Your personal data is erased. Your orders stay, anonymised, as the tax law requires us to keep them.</p>
        <div className="field">
          <label htmlFor="delete-confirm">Type &quot;{DELETE_PHRASE}&quot; to confirm</label>
          <input id="delete-confirm" value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" />
        </div>
        {deleteAccount.isError && (
          <p className="alert alert--error" role="alert">
            {fieldErrorsOf(deleteAccount.error).confirm ?? deleteAccount.error.message}
          </p>
        )}
        <button type="submit" className="button button--danger" disabled={deleteAccount.isPending}>
          Delete my account
        </button>
      </form>
    </section>
  )
}
