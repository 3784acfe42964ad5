import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { Link } from "~/i18n/links"
import { ActionForm } from "~/components/Field"
import { Icon } from "~/components/Icon"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { Photo } from "~/components/Photo"
import { PromotionCodes } from "~/components/PromotionCodes"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { cartQueryKeys, isSubscriptionLine, linesInAddedOrder, subscriptionItemsPrice, type Cart, type ShippingDetails } from "~/lib/cart"
import { CartChangedSinceShown, usePaymentProviders, useShippingOption, useStartPayment } from "~/lib/checkout"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { addressFormat, regionCode } from "order-summary/addresses"
import { addressLabel, regionLabel, textFieldsFor, useCountryOptions } from "~/lib/address-form"
import { useFormText, type FormMessage } from "~/lib/form-message"
import { useT } from "~/i18n/i18n"
import { toCents, totalsOf } from "order-summary"
import { useFormatPrice } from "~/lib/format"
import { THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import { useShopRules } from "~/lib/shop-rules"
import { useSingleFlight } from "~/lib/use-single-flight"
import { DETAILS_ANCHOR, DETAILS_FORM, type DetailsSaved } from "./details-form"

type Field = keyof ShippingDetails
type TextField = { name: Field; label: FormMessage; type?: string; autoComplete: string; optional?: boolean }

function detailsOf(cart: Cart): ShippingDetails {
  const address = cart.shipping_address
  return {
    email: cart.email ?? "",
    first_name: address?.first_name ?? "",
    last_name: address?.last_name ?? "",
    company: address?.company ?? "",
    address_1: address?.address_1 ?? "",
    address_2: address?.address_2 ?? "",
    postal_code: address?.postal_code ?? "",
    city: address?.city ?? "",
    province: address?.province ?? "",
    country_code: address?.country_code ?? DEFAULT_CART_COUNTRY,
    phone: address?.phone ?? "",
  }
}

const hasSavedDetails = (cart: Cart) => Boolean(cart.email && cart.shipping_address?.address_1 && cart.shipping_methods?.length)

/** A field of the form as it is now (what the shopper typed, or chose). */
const fieldOf = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field : null
}

/**
 * The details step: shipping details, Medusa's shipping option and totals, a promotion code, pay.
 * The details post to the page's action (saveCheckoutDetails), which saves them on the cart: before
 * the scripts have loaded and without them too (then the page opens again at the next step). The
 * fields hold what the shopper types (uncontrolled); only the country is followed, as it decides
 * which fields the address has.
 */
export function CheckoutDetails({ cart, account }: { cart: Cart; account: Partial<ShippingDetails> | null }) {
  const details = useRouteForm<DetailsSaved>(DETAILS_FORM, { keepAccepted: true })
  const { answer, pending, formRef } = details
  const queryClient = useQueryClient()
  // the values the fields start from: the cart's, what a refused submit had typed, an account's address filled in
  const [initial] = useState<ShippingDetails>(() => {
    const typed = answer && !answer.ok ? answer.values : {}
    const fromCart = detailsOf(cart)
    // a signed-in shopper's saved address fills in what is still empty of a cart that has none yet (a guest's checkout is unchanged)
    const fromAccount =
      account && !cart.shipping_address?.address_1
        ? Object.fromEntries(Object.entries(account).filter(([field]) => !fromCart[field as Field] || field === "country_code"))
        : {}
    return { ...fromCart, ...fromAccount, ...typed }
  })
  const [country, setCountry] = useState(initial.country_code)
  const [edited, setEdited] = useState(false)
  // the next step once the cart has the details, and not while they are being changed or were refused
  const refused = answer ? !answer.ok : false
  const saved = !edited && !pending && !refused && (hasSavedDetails(cart) || Boolean(answer?.ok))
  const countries = useCountryOptions()
  const t = useT()
  const text = useFormText()

  // a country chosen before the page became interactive decides the fields from now on
  useEffect(() => {
    const chosen = fieldOf(formRef.current, "country_code")?.value
    if (chosen) setCountry(chosen)
  }, [formRef])

  // saved: the cart as the action answered it is the cart shown (the page a redirect opened has read it)
  useEffect(() => {
    if (!answer?.ok) return
    setEdited(false)
    if (answer.data.cart) queryClient.setQueryData(cartQueryKeys.cart(answer.data.cart.id), answer.data.cart)
  }, [answer, queryClient])

  const format = addressFormat(country)
  const { beforeRegion, afterRegion } = textFieldsFor(format)
  const problem = (name: Field) => (pending ? undefined : details.errorOf(name))

  const textField = (field: TextField) => (
    <div className={`field field--${field.name}`} key={field.name}>
      <label htmlFor={`checkout-${field.name}`}>
        {text(field.label)}
        {field.optional && <span className="field__optional"> {t("form.optional")}</span>}
      </label>
      <input
        id={`checkout-${field.name}`}
        name={field.name}
        type={field.type ?? "text"}
        autoComplete={field.autoComplete}
        required={!field.optional}
        defaultValue={initial[field.name]}
        placeholder={
          field.name === "postal_code" && format.postalCode?.example ? t("form.example", { example: format.postalCode.example }) : undefined
        }
        // without JavaScript the page rendered from a refusal is new: the browser focuses the field to fix (as Field)
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page rendered from a refusal
        autoFocus={details.firstError === field.name || undefined}
        aria-invalid={problem(field.name) ? true : undefined}
        aria-describedby={problem(field.name) ? `checkout-${field.name}-error` : undefined}
      />
      {problem(field.name) && (
        <p className="form-error" id={`checkout-${field.name}-error`}>
          {problem(field.name)}
        </p>
      )}
    </div>
  )

  const failure = pending ? null : details.failure
  return (
    <div className="checkout">
      <CheckoutSummary cart={cart} />
      <div className="checkout__main">
        <ActionForm form={details} className="card checkout__details" labelledBy="shipping-details-title" onChange={() => setEdited(true)}>
          <h2 id="shipping-details-title">{t("form.checkout.title")}</h2>
          <div className="checkout__fields">
            {textField({ name: "email", label: { key: "form.checkout.email.label" }, type: "email", autoComplete: "email" })}
            {textField({ name: "first_name", label: addressLabel("first_name"), autoComplete: "given-name" })}
            {textField({ name: "last_name", label: addressLabel("last_name"), autoComplete: "family-name" })}
            <div className="field field--country">
              <label htmlFor="checkout-country">{text(addressLabel("country"))}</label>
              <select
                id="checkout-country"
                name="country_code"
                autoComplete="country"
                defaultValue={initial.country_code}
                onChange={(event) => setCountry(event.target.value)}
              >
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            {beforeRegion.map(textField)}
            {format.region && (
              <ProvinceField key={country} form={details} country={country} region={format.region} initial={initial.province} />
            )}
            {afterRegion.map(textField)}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={pending}>
            {pending ? t("form.checkout.saving") : t("form.checkout.continue")}
          </button>
          {failure && (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          )}
        </ActionForm>
        {saved ? (
          <ShippingAndPayment cart={cart} takeFocus={Boolean(answer?.ok)} />
        ) : (
          <p className="checkout__next">{t("form.checkout.next")}</p>
        )}
        <p className="checkout__back">
          <Link to="/checkout">{t("form.checkout.backToCart")}</Link>
        </p>
      </div>
    </div>
  )
}

/** The state or province, where the country's addresses name one: started again (empty) when the country changes. */
function ProvinceField({
  form,
  country,
  region,
  initial,
}: {
  form: RouteForm<DetailsSaved>
  country: string
  region: NonNullable<ReturnType<typeof addressFormat>["region"]>
  initial: string
}) {
  const error = form.pending ? undefined : form.errorOf("province")
  const t = useT()
  const text = useFormText()
  return (
    <div className="field field--province">
      <label htmlFor="checkout-province">
        {text(regionLabel(region))}
        {!region.required && <span className="field__optional"> {t("form.optional")}</span>}
      </label>
      <select
        id="checkout-province"
        name="province"
        autoComplete="address-level1"
        aria-required={region.required || undefined}
        defaultValue={regionCode(country, initial) ?? ""}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page rendered from a refusal, to the state to fix (as Field)
        autoFocus={form.firstError === "province" || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "checkout-province-error" : undefined}
      >
        <option value="">{t("form.choose")}</option>
        {region.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="form-error" id="checkout-province-error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * What is being bought and what it costs, always in view: beside the details on wide screens, a bar
 * with the total on narrow ones that the shopper unfolds (the items, codes and totals).
 */
function CheckoutSummary({ cart }: { cart: Cart }) {
  const t = useT()
  const formatPrice = useFormatPrice()
  const [open, setOpen] = useState(false)
  const discountPercent = useShopRules()?.discountPercent ?? 0
  const lines = linesInAddedOrder(cart)
  return (
    <aside className={`checkout-summary${open ? " is-open" : ""}`} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <div className="checkout-summary__header">
        <h2 id="checkout-summary-title">{t("checkout.summary.title")}</h2>
        <button
          type="button"
          className="checkout-summary__toggle"
          aria-expanded={open}
          aria-controls="checkout-summary-body"
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t("checkout.summary.hide") : t("checkout.summary.show")}
          <Icon name="chevronDown" size={18} />
        </button>
        <strong className="checkout-summary__header-total">{formatPrice(cart.total)}</strong>
      </div>
      <div className="checkout-summary__body" id="checkout-summary-body">
        <ul className="summary-lines" aria-label={t("checkout.summary.items")}>
          {lines.map((line) => (
            <li className="summary-line" key={line.id} data-testid="summary-line">
              <span className="summary-line__media">
                {line.thumbnail && <Photo url={line.thumbnail} alt="" width={64} height={64} sizes="64px" widths={THUMBNAIL_WIDTHS} />}
                <span className="summary-line__badge" aria-hidden="true">
                  {line.quantity}
                </span>
              </span>
              <span className="summary-line__info">
                <span className="summary-line__name">{line.product_title ?? line.title}</span>
                {line.variant_title && <span className="summary-line__variant">{line.variant_title}</span>}
                <span className="summary-line__quantity">{t("checkout.summary.quantity", { quantity: line.quantity })}</span>
              </span>
              <span className="summary-line__price">
                <LinePrice
                  originalTotal={line.original_total ?? line.unit_price * line.quantity}
                  total={line.total ?? line.unit_price * line.quantity}
                />
              </span>
            </li>
          ))}
        </ul>
        <PromotionCodes cart={cart} idPrefix="checkout" />
        <OrderTotals totals={totalsOf(cart)} />
        {/* the recurring terms, stated where the shopper pays */}
        {lines.some(isSubscriptionLine) && (
          <SubscriptionTerms itemsPrice={subscriptionItemsPrice(cart, discountPercent)} discountPercent={discountPercent} />
        )}
      </div>
    </aside>
  )
}

/** Once the details are saved: Medusa's shipping option for the address, then payment. */
function ShippingAndPayment({ cart, takeFocus }: { cart: Cart; takeFocus: boolean }) {
  const t = useT()
  const formatPrice = useFormatPrice()
  const heading = useRef<HTMLHeadingElement>(null)
  // Arriving here from "Continue to Payment": the next step comes into view and keyboard and
  // screen-reader users continue from it (on a phone it opens below the fold).
  useEffect(() => {
    if (!takeFocus || !heading.current) return
    heading.current.focus({ preventScroll: true })
    heading.current.closest("section")?.scrollIntoView({ block: "start" })
  }, [takeFocus])
  const shippingMethod = cart.shipping_methods?.[0]
  const shippingCents = toCents(cart.shipping_total)
  // the delivery estimate is the description of the option's type in Medusa
  const estimate = useShippingOption(cart.id, shippingMethod?.shipping_option_id ?? undefined).data?.type?.description
  return (
    <section className="card checkout__payment" aria-labelledby={DETAILS_ANCHOR}>
      <h2 id={DETAILS_ANCHOR} ref={heading} tabIndex={-1}>
        {t("checkout.payment.title")}
      </h2>
      {shippingMethod && (
        <p className="checkout__shipping-option" data-testid="shipping-option">
          <span>
            {shippingCents === 0 ? t("checkout.payment.freeShipping") : shippingMethod.name || t("totals.shipping")}:{" "}
            {shippingCents === 0 ? t("totals.free") : formatPrice(shippingCents / 100)}
          </span>
          {estimate && <span className="checkout__estimate"> ({estimate})</span>}
        </p>
      )}
      <Payment cart={cart} />
    </section>
  )
}

function Payment({ cart }: { cart: Cart }) {
  const t = useT()
  const providers = usePaymentProviders(cart.region_id)
  const start = useStartPayment()
  // busy from the first click until the browser leaves for the payment or the success page
  const flight = useSingleFlight()
  const providerId = providers.data?.[0]
  const isTestPayment = useShopRules()?.paymentMode === "test"
  return (
    <>
      {isTestPayment && (
        <p className="alert checkout__test-payment" data-testid="test-payment-notice">
          {t("checkout.payment.testNotice")}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={flight.busy || !providerId}
        onClick={() => {
          if (!providerId || !flight.begin()) return
          start.mutate({ cartId: cart.id, providerId, shownTotal: cart.total }, { onError: flight.end })
        }}
      >
        {flight.busy ? t("checkout.payment.processing") : isTestPayment ? t("checkout.payment.placeTestOrder") : t("checkout.payment.pay")}
      </button>
      {start.error instanceof CartChangedSinceShown ? (
        <p className="alert alert--error" role="alert" data-testid="cart-changed">
          {start.error.message}
        </p>
      ) : (
        (start.isError || providers.isError) && (
          <p className="alert alert--error" role="alert">
            {t("checkout.payment.failed")}
          </p>
        )
      )}
    </>
  )
}
