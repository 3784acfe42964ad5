import { addressLines } from "order-summary/addresses"
import { ADDRESS_CHANGE_STATUSES, SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import { ActionForm, Field } from "~/components/Field"
import { useLocale, useT } from "~/i18n/i18n"
import { Link, useLocalePath } from "~/i18n/links"
import { LOCALES } from "~/i18n/locales"
import { addressValuesOf } from "~/lib/address-form"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { useFormatDate, useFormatPrice } from "~/lib/format"
import { useFormText } from "~/lib/form-message"
import { useRouteForm } from "~/lib/route-form"
import { AddressForm } from "./AddressForm"
import { ChangeDeliveryAddress } from "./ChangeDeliveryAddress"
import { Refusal } from "./Refusal"
import { ACCOUNT_FORMS, ACCOUNT_SECTIONS, type SubscriptionChanged } from "./forms"
import type { Account, AccountData, AccountSubscription, DeliveryCountries, SavedAddress, SubscriptionAction } from "./types"

const linkTo = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

const actionsFor = (status: AccountSubscription["status"]): SubscriptionAction[] => [...SUBSCRIPTION_ACTIONS_BY_STATUS[status]]

/**
 * The account page: orders, subscriptions, saved addresses, newsletter, my data, sign out. Read by
 * the route's loader; every form posts to the route's action (each works without JavaScript), and
 * the loader reads the account again after it.
 */
export function AccountPage({ data }: { data: AccountData }) {
  const t = useT()
  const text = useFormText()
  return (
    <section className="page container account-page" aria-labelledby="account-title">
      <h1 id="account-title">{t("account.title")}</h1>
      {data.account ? (
        <AccountSections account={data.account} deliveryCountries={data.deliveryCountries} />
      ) : (
        <p className="alert alert--error" role="alert">
          {text(data.failure) || t("account.failed")}
        </p>
      )}
    </section>
  )
}

function AccountSections({ account, deliveryCountries }: { account: Account; deliveryCountries: DeliveryCountries }) {
  const t = useT()
  return (
    <>
      <p>{t("account.signedInAs", { email: account.customer.email })}</p>
      <Orders account={account} />
      <Subscriptions account={account} deliveryCountries={deliveryCountries} />
      <Addresses account={account} />
      <Newsletter account={account} />
      <Language account={account} />
      <MyData />
    </>
  )
}

function Orders({ account }: { account: Account }) {
  const t = useT()
  const date = useFormatDate()
  const price = useFormatPrice()
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.orders}>
      <h2 id={ACCOUNT_SECTIONS.orders}>{t("account.orders.title")}</h2>
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

function Subscriptions({ account, deliveryCountries }: { account: Account; deliveryCountries: DeliveryCountries }) {
  const t = useT()
  if (account.subscriptions.length === 0) return null
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.subscriptions}>
      <h2 id={ACCOUNT_SECTIONS.subscriptions}>{t("account.subscriptions.title")}</h2>
      <ul className="account-list">
        {account.subscriptions.map((subscription) => (
          <Subscription
            key={subscription.id}
            subscription={subscription}
            saved={account.addresses}
            countries={deliveryCountries[subscription.region_id]}
          />
        ))}
      </ul>
    </section>
  )
}

function Subscription({
  subscription,
  saved,
  countries,
}: {
  subscription: AccountSubscription
  saved: SavedAddress[]
  countries: readonly string[] | undefined
}) {
  const t = useT()
  const date = useFormatDate()
  const price = useFormatPrice()
  const change = useRouteForm<SubscriptionChanged>(ACCOUNT_FORMS.subscription(subscription.id))
  const done = change.answer?.ok ? change.answer.data.action : null
  return (
    <li data-testid="account-subscription">
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
        <ChangeDeliveryAddress subscription={subscription} saved={saved} countries={countries} />
      )}
      <div aria-live="polite">{done && <p className="alert alert--success">{t(`account.action.${done}.done`)}</p>}</div>
      <Refusal form={change} />
      <ActionForm form={change} section={ACCOUNT_SECTIONS.subscriptions} className="button-row">
        {actionsFor(subscription.status).map((action) => (
          <button key={action} type="submit" name="action" value={action} className="button button--outline" disabled={change.pending}>
            {t(`account.action.${action}`)}
          </button>
        ))}
      </ActionForm>
    </li>
  )
}

function Addresses({ account }: { account: Account }) {
  const t = useT()
  const save = useRouteForm(ACCOUNT_FORMS.saveAddress)
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.addresses}>
      <h2 id={ACCOUNT_SECTIONS.addresses}>{t("account.addresses.title")}</h2>
      <p>{t("account.addresses.intro")}</p>
      {account.addresses.length > 0 && (
        <ul className="account-list" data-testid="account-addresses">
          {account.addresses.map((address) => (
            <SavedAddressItem key={address.id} address={address} />
          ))}
        </ul>
      )}
      <AddressForm
        form={save}
        section={ACCOUNT_SECTIONS.addresses}
        title={t("account.addresses.add")}
        initial={addressValuesOf(null, DEFAULT_CART_COUNTRY)}
        submitLabel={t("account.addresses.save")}
      />
    </section>
  )
}

function SavedAddressItem({ address }: { address: SavedAddress }) {
  const t = useT()
  const remove = useRouteForm(ACCOUNT_FORMS.removeAddress(address.id))
  return (
    <li>
      <address>{addressLines(address).join(", ")}</address>
      <Refusal form={remove} />
      <ActionForm form={remove} section={ACCOUNT_SECTIONS.addresses}>
        <button type="submit" className="button button--outline" disabled={remove.pending}>
          {t("account.addresses.remove")}
        </button>
      </ActionForm>
    </li>
  )
}

function Newsletter({ account }: { account: Account }) {
  const t = useT()
  const consent = useRouteForm(ACCOUNT_FORMS.newsletter)
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.newsletter}>
      <h2 id={ACCOUNT_SECTIONS.newsletter}>{t("account.newsletter.title")}</h2>
      <p data-testid="account-newsletter">
        {account.newsletter.subscribed
          ? t("account.newsletter.subscribed")
          : account.newsletter.status === "pending"
            ? t("account.newsletter.pending")
            : t("account.newsletter.unsubscribed")}
      </p>
      <Refusal form={consent} />
      <ActionForm form={consent} section={ACCOUNT_SECTIONS.newsletter}>
        <input type="hidden" name="subscribed" value={String(!account.newsletter.subscribed)} />
        <button type="submit" className="button button--outline" disabled={consent.pending}>
          {account.newsletter.subscribed ? t("account.newsletter.unsubscribe") : t("account.newsletter.subscribe")}
        </button>
      </ActionForm>
    </section>
  )
}

/** The language of the shop's e-mails to the account (the next one about any order placed before is in it). */
function Language({ account }: { account: Account }) {
  const t = useT()
  const locale = useLocale()
  const choose = useRouteForm(ACCOUNT_FORMS.language)
  const chosen = account.language.locale ?? locale
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.language}>
      <h2 id={ACCOUNT_SECTIONS.language}>{t("account.language.title")}</h2>
      <div aria-live="polite">{choose.answer?.ok && <p className="alert alert--success">{t("account.language.saved")}</p>}</div>
      <Refusal form={choose} />
      <ActionForm form={choose} section={ACCOUNT_SECTIONS.language} className="form">
        <div className="field">
          <label htmlFor="account-language">{t("account.language.label")}</label>
          {/* keyed by the account's choice: a saved choice is what the field shows */}
          <select id="account-language" key={chosen} name="locale" defaultValue={chosen}>
            {LOCALES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--outline" disabled={choose.pending}>
          {t("account.language.save")}
        </button>
      </ActionForm>
    </section>
  )
}

function MyData() {
  const t = useT()
  const localePath = useLocalePath()
  const signOut = useRouteForm(ACCOUNT_FORMS.signOut)
  const signOutEverywhere = useRouteForm(ACCOUNT_FORMS.signOutEverywhere)
  const deleteAccount = useRouteForm(ACCOUNT_FORMS.deleteAccount)
  // the page's language's words confirm (the action checks them, and words a mistake; the backend is sent its own)
  const phrase = t("account.delete.phrase")
  return (
    <section className="card account-section" aria-labelledby={ACCOUNT_SECTIONS.data}>
      <h2 id={ACCOUNT_SECTIONS.data}>{t("account.data.title")}</h2>
      <Refusal form={signOutEverywhere} />
      <div className="button-row">
        {/* the browser's own GET: the file is an attachment, saved where the browser saves downloads */}
        <form method="get" action={localePath("/account/data")}>
          <button type="submit" className="button button--outline">
            {t("account.data.download")}
          </button>
        </form>
        <ActionForm form={signOut}>
          <button type="submit" className="button button--outline" disabled={signOut.pending}>
            {t("account.data.signOut")}
          </button>
        </ActionForm>
        <ActionForm form={signOutEverywhere}>
          <button type="submit" className="button button--outline" disabled={signOutEverywhere.pending}>
            {t("account.data.signOutEverywhere")}
          </button>
        </ActionForm>
      </div>
      <ActionForm form={deleteAccount} className="form">
        <h3>{t("account.delete.title")}</h3>
        <p>{t("account.delete.text")}</p>
        <Field name="confirm" label={t("account.delete.confirmLabel", { phrase })} autoComplete="off" />
        <Refusal form={deleteAccount} />
        <button type="submit" className="button button--danger" disabled={deleteAccount.pending}>
          {t("account.delete.title")}
        </button>
      </ActionForm>
    </section>
  )
}
