import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { useLocale, useT } from "~/i18n/i18n"
import { Link, useLocalePath } from "~/i18n/links"
import { addressLines } from "order-summary/addresses"
import { ADDRESS_CHANGE_STATUSES, SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import { addressValuesOf } from "~/lib/address-form"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { useFormatDate, useFormatPrice } from "~/lib/format"
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
  useRefusalText,
  useSignOut,
} from "./api"
import type { Account, AccountSubscription, SubscriptionAction } from "./types"

const linkTo = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

const actionsFor = (status: AccountSubscription["status"]): SubscriptionAction[] => [...SUBSCRIPTION_ACTIONS_BY_STATUS[status]]

/** The account page: orders, subscriptions, saved addresses, newsletter, my data, sign out. */
export function AccountPage({ deleted }: { deleted: boolean }) {
  const t = useT()
  const account = useAccount()
  const refusalText = useRefusalText()
  return (
    <section className="page container account-page" aria-labelledby="account-title">
      <h1 id="account-title">{t("account.title")}</h1>
      {account.isPending ? (
        <p role="status">{t("account.loading")}</p>
      ) : account.isError ? (
        <p className="alert alert--error" role="alert">
          {refusalText(account.error)}
        </p>
      ) : !account.data ? (
        <div className="card">
          {deleted && (
            <p className="alert alert--success" role="status">
              {t("account.deleted")}
            </p>
          )}
          <p>{t("account.notSignedIn")}</p>
          <Link to="/account/sign-in" className="button button--primary">
            {t("account.signIn")}
          </Link>
        </div>
      ) : (
        <AccountSections account={account.data} />
      )}
    </section>
  )
}

function AccountSections({ account }: { account: Account }) {
  const t = useT()
  return (
    <>
      <p>{t("account.signedInAs", { email: account.customer.email })}</p>
      <Orders account={account} />
      <Subscriptions account={account} />
      <Addresses account={account} />
      <Newsletter account={account} />
      <MyData />
    </>
  )
}

function Orders({ account }: { account: Account }) {
  const t = useT()
  const date = useFormatDate()
  const price = useFormatPrice()
  return (
    <section className="card account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">{t("account.orders.title")}</h2>
      {account.orders.length === 0 ? (
        <p>{t("account.orders.none")}</p>
      ) : (
        <ul className="account-list" data-testid="account-orders">
          {account.orders.map((order) => (
            <li key={order.display_id} className="account-order">
              <p>
                <strong>{t("account.orders.number", { number: order.display_id })}</strong>{" "}
                {t("account.orders.summary", {
                  date: date(order.created_at),
                  total: price(order.total),
                  status: t(`order.status.${order.status.code}`),
                })}
              </p>
              <p>{order.items.map((item) => `${item.product_title} × ${item.quantity}`).join(", ")}</p>
              <p className="button-row">
                <Link to={linkTo("/order", order.order_token)}>{t("account.orders.see", { number: order.display_id })}</Link>
                {order.withdrawal_token && (
                  <Link to={linkTo("/withdrawal", order.withdrawal_token)}>
                    {t("account.orders.withdraw", { number: order.display_id })}
                  </Link>
                )}
                {order.review_links.map((review) => (
                  <Link key={review.line_item_id} to={linkTo("/review", review.token)}>
                    {t("account.orders.review", { product: review.product_title })}
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
  const t = useT()
  const date = useFormatDate()
  const price = useFormatPrice()
  const refusalText = useRefusalText()
  const change = useChangeAccountSubscription()
  const [done, setDone] = useState<SubscriptionAction | null>(null)
  if (account.subscriptions.length === 0) return null
  return (
    <section className="card account-section" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t("account.subscriptions.title")}</h2>
      <div aria-live="polite">{done && <p className="alert alert--success">{t(`account.action.${done}.done`)}</p>}</div>
      {change.isError && (
        <p className="alert alert--error" role="alert">
          {refusalText(change.error)}
        </p>
      )}
      <ul className="account-list">
        {account.subscriptions.map((subscription) => (
          <li key={subscription.id} data-testid="account-subscription">
            <p>
              {t("account.subscriptions.summary", {
                lines: subscription.lines.map((line) => `${line.title} × ${line.quantity}`).join(", "),
                price: price(subscription.delivery_total),
                status: t(`account.subscriptionStatus.${subscription.status}`),
              })}
            </p>
            <p data-testid="account-next-delivery">
              {subscription.next_renewal_at
                ? t("account.subscriptions.nextDelivery", { date: date(subscription.next_renewal_at) })
                : subscription.status === "paused"
                  ? t("account.subscriptions.noneWhilePaused")
                  : t("account.subscriptions.none")}
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
                  onClick={() => change.mutate({ id: subscription.id, action }, { onSuccess: () => setDone(action) })}
                >
                  {t(`account.action.${action}`)}
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
  const t = useT()
  const save = useSaveAddress()
  const remove = useRemoveAddress()
  return (
    <section className="card account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t("account.addresses.title")}</h2>
      <p>{t("account.addresses.intro")}</p>
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
                {t("account.addresses.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        idPrefix="new-address"
        title={t("account.addresses.add")}
        initial={addressValuesOf(null, DEFAULT_CART_COUNTRY)}
        submitLabel={t("account.addresses.save")}
        pending={save.isPending}
        error={save.error}
        onSubmit={(address, done) => save.mutate(address, { onSuccess: done })}
      />
    </section>
  )
}

function Newsletter({ account }: { account: Account }) {
  const t = useT()
  const consent = useNewsletterConsent()
  return (
    <section className="card account-section" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("account.newsletter.title")}</h2>
      <p data-testid="account-newsletter">
        {account.newsletter.subscribed
          ? t("account.newsletter.subscribed")
          : account.newsletter.status === "pending"
            ? t("account.newsletter.pending")
            : t("account.newsletter.unsubscribed")}
      </p>
      <button
        type="button"
        className="button button--outline"
        disabled={consent.isPending}
        onClick={() => consent.mutate(!account.newsletter.subscribed)}
      >
        {account.newsletter.subscribed ? t("account.newsletter.unsubscribe") : t("account.newsletter.subscribe")}
      </button>
    </section>
  )
}

/** The words the backend takes as the confirmation of a deletion (DeleteAccountSchema), whatever the page's language. */
const DELETE_PHRASE = "delete my account"

function MyData() {
  const t = useT()
  const locale = useLocale()
  const localePath = useLocalePath()
  const navigate = useNavigate()
  const refusalText = useRefusalText()
  const download = useDownloadData()
  const deleteAccount = useDeleteAccount()
  const signOut = useSignOut()
  const [confirm, setConfirm] = useState("")
  const [mistyped, setMistyped] = useState(false)
  // the page's language's words confirm: the backend is sent its own
  const phrase = t("account.delete.phrase")
  const remove = (event: FormEvent) => {
    event.preventDefault()
    const confirmed = confirm.trim().toLocaleLowerCase(locale) === phrase.toLocaleLowerCase(locale)
    setMistyped(!confirmed)
    if (!confirmed) return
    deleteAccount.mutate(DELETE_PHRASE, { onSuccess: () => navigate(localePath("/account?deleted=1"), { replace: true }) })
  }
  const signedOut = { onSuccess: () => navigate(localePath("/")) }
  return (
    <section className="card account-section" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("account.data.title")}</h2>
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {t("account.data.download")}
        </button>
        <button type="button" className="button button--outline" onClick={() => signOut.mutate(false, signedOut)}>
          {t("account.data.signOut")}
        </button>
        <button type="button" className="button button--outline" onClick={() => signOut.mutate(true, signedOut)}>
          {t("account.data.signOutEverywhere")}
        </button>
      </div>
      <form method="post" className="form" onSubmit={remove} noValidate>
        <h3>{t("account.delete.title")}</h3>
        <p>{t("account.delete.text")}</p>
        <div className="field">
          <label htmlFor="delete-confirm">{t("account.delete.confirmLabel", { phrase })}</label>
          <input id="delete-confirm" value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" />
        </div>
        {(mistyped || deleteAccount.isError) && (
          <p className="alert alert--error" role="alert">
            {mistyped || fieldErrorsOf(deleteAccount.error).confirm
              ? t("account.delete.mistyped", { phrase })
              : refusalText(deleteAccount.error)}
          </p>
        )}
        <button type="submit" className="button button--danger" disabled={deleteAccount.isPending}>
          {t("account.delete.title")}
        </button>
      </form>
    </section>
  )
}
