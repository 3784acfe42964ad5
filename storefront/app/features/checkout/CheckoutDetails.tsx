import { useEffect, useRef, useState, type FormEvent } from "react"
import { Link } from "react-router"
import { Icon } from "~/components/Icon"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { Photo } from "~/components/Photo"
import { PromotionCodes } from "~/components/PromotionCodes"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { isSubscriptionLine, subscriptionItemsPrice, type Cart, type ShippingDetails } from "~/lib/cart"
import { useSaveShippingDetails } from "~/lib/cart-changes"
import { CartChangedSinceShown, usePaymentProviders, useRegions, useShippingOption, useStartPayment } from "~/lib/checkout"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { addressFormat, addressProblems, regionCode } from "order-summary/addresses"
import { textFieldsFor, useCountryOptions, withAddressChange } from "~/lib/address-form"
import { formatCents, formatShipping, shippingName, toCents, totalsOf } from "order-summary"
import { StoreApiError } from "~/lib/medusa.client"
import { THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { useShopRules } from "~/lib/shop-rules"
import { useSingleFlight } from "~/lib/use-single-flight"
import { useAccountShippingDetails } from "./api"

type Field = keyof ShippingDetails
type TextField = { name: Field; label: string; type?: string; autoComplete: string; optional?: boolean }

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

/**
 * A refusal of the address by the server names the problem; only a refusal (4xx) asks the shopper
 * to check their details: a server or connection failure (a 502 on the way) is not theirs.
 */
function saveProblem(error: unknown): string {
  if (error instanceof StoreApiError && error.status === 400 && error.message) return error.message
  // a server error on the way, or no answer at all (fetch fails with a TypeError)
  if ((error instanceof StoreApiError && error.status >= 500) || error instanceof TypeError)
    return "Could not save your details: the shop did not answer. Please try again in a moment."
  return "Could not save your details. Please check them and try again."
}

/** The details step: shipping details, Medusa's shipping option and totals, a promotion code, pay. */
export function CheckoutDetails({ cart }: { cart: Cart }) {
  const [details, setDetails] = useState<ShippingDetails>(() => detailsOf(cart))
  const [saved, setSaved] = useState(Boolean(cart.email && cart.shipping_address?.address_1 && cart.shipping_methods?.length))
  const [justSaved, setJustSaved] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const form = useRef<HTMLFormElement>(null)
  const regions = useRegions()
  const countries = useCountryOptions()
  const save = useSaveShippingDetails()
  const account = useAccountShippingDetails()
  const prefilled = useRef(false)
  // a signed-in shopper's saved address fills in a cart that has none yet (a guest's checkout is unchanged)
  useEffect(() => {
    if (prefilled.current || !account.data || cart.shipping_address?.address_1) return
    prefilled.current = true
    const saved = account.data
    setDetails((current) => {
      const filledIn: Partial<Record<string, string>> = current
      return { ...current, ...Object.fromEntries(Object.entries(saved).filter(([field]) => !filledIn[field] || field === "country_code")) }
    })
  }, [account.data, cart.shipping_address?.address_1])
  const format = addressFormat(details.country_code)
  const { beforeRegion, afterRegion } = textFieldsFor(format)

  function change(field: Field, value: string) {
    setSaved(false)
    setProblems((current) => ({ ...current, [field]: undefined }))
    // a state of the country left behind means nothing in the new one
    setDetails((current) => withAddressChange(current, field, value))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = addressProblems(details)
    setProblems(found)
    const firstInvalid = Object.keys(found)[0]
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    const region = regions.data?.find((candidate) => candidate.countries?.some((country) => country.iso_2 === details.country_code))
    if (!region) return
    save.mutate(
      { cartId: cart.id, regionId: region.id, details },
      {
        onSuccess: () => {
          setSaved(true)
          setJustSaved(true)
        },
      },
    )
  }

  const textField = (field: TextField) => (
    <div className={`field field--${field.name}`} key={field.name}>
      <label htmlFor={`checkout-${field.name}`}>
        {field.label}
        {field.optional && <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={`checkout-${field.name}`}
        name={field.name}
        type={field.type ?? "text"}
        autoComplete={field.autoComplete}
        required={!field.optional}
        value={details[field.name]}
        placeholder={field.name === "postal_code" && format.postalCode?.example ? `e.g. ${format.postalCode.example}` : undefined}
        aria-invalid={problems[field.name] ? true : undefined}
        aria-describedby={problems[field.name] ? `checkout-${field.name}-error` : undefined}
        onChange={(event) => change(field.name, event.target.value)}
      />
      {problems[field.name] && (
        <p className="form-error" id={`checkout-${field.name}-error`}>
          {problems[field.name]}
        </p>
      )}
    </div>
  )

  return (
    <div className="checkout">
      <CheckoutSummary cart={cart} />
      <div className="checkout__main">
        <form ref={form} method="post" className="card checkout__details" onSubmit={submit} aria-labelledby="shipping-details-title">
          <h2 id="shipping-details-title">Shipping details</h2>
          <div className="checkout__fields">
            {textField({ name: "email", label: "Email", type: "email", autoComplete: "email" })}
            {textField({ name: "first_name", label: "First name", autoComplete: "given-name" })}
            {textField({ name: "last_name", label: "Last name", autoComplete: "family-name" })}
            <div className="field field--country">
              <label htmlFor="checkout-country">Country</label>
              <select
                id="checkout-country"
                name="country_code"
                autoComplete="country"
                value={details.country_code}
                onChange={(event) => change("country_code", event.target.value)}
              >
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            {beforeRegion.map(textField)}
            {format.region && (
              <div className="field field--province">
                <label htmlFor="checkout-province">
                  {format.region.label}
                  {!format.region.required && <span className="field__optional"> (optional)</span>}
                </label>
                <select
                  id="checkout-province"
                  name="province"
                  autoComplete="address-level1"
                  aria-required={format.region.required || undefined}
                  value={regionCode(details.country_code, details.province) ?? ""}
                  aria-invalid={problems.province ? true : undefined}
                  aria-describedby={problems.province ? "checkout-province-error" : undefined}
                  onChange={(event) => change("province", event.target.value)}
                >
                  <option value="">Choose...</option>
                  {format.region.options.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
                {problems.province && (
                  <p className="form-error" id="checkout-province-error">
                    {problems.province}
                  </p>
                )}
              </div>
            )}
            {afterRegion.map(textField)}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={save.isPending || regions.isPending}>
            {save.isPending ? "Saving..." : "Continue to Payment"}
          </button>
          {save.isError && (
            <p className="alert alert--error" role="alert">
              {saveProblem(save.error)}
            </p>
          )}
        </form>
        {saved && !save.isPending ? (
          <ShippingAndPayment cart={cart} takeFocus={justSaved} />
        ) : (
          <p className="checkout__next">Enter your shipping details to continue to payment.</p>
        )}
        <p className="checkout__back">
          <Link to="/checkout">Back to cart</Link>
        </p>
      </div>
    </div>
  )
}

/**
 * What is being bought and what it costs, always in view: beside the details on wide screens, a bar
 * with the total on narrow ones that the shopper unfolds (the items, codes and totals).
 */
function CheckoutSummary({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false)
  const discountPercent = useShopRules()?.discountPercent ?? 0
  const lines = [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")))
  return (
    <aside className={`checkout-summary${open ? " is-open" : ""}`} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <div className="checkout-summary__header">
        <h2 id="checkout-summary-title">Order Summary</h2>
        <button
          type="button"
          className="checkout-summary__toggle"
          aria-expanded={open}
          aria-controls="checkout-summary-body"
          onClick={() => setOpen((current) => !current)}
        >
          {open ? "Hide order summary" : "Show order summary"}
          <Icon name="chevronDown" size={18} />
        </button>
        <strong className="checkout-summary__header-total">{formatCents(toCents(cart.total))}</strong>
      </div>
      <div className="checkout-summary__body" id="checkout-summary-body">
        <ul className="summary-lines" aria-label="Items">
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
                <span className="summary-line__quantity">Quantity: {line.quantity}</span>
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
    <section className="card checkout__payment" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" ref={heading} tabIndex={-1}>
        Shipping and payment
      </h2>
      {shippingMethod && (
        <p className="checkout__shipping-option" data-testid="shipping-option">
          <span>
            {shippingName(shippingMethod.name, shippingCents)}: {formatShipping(shippingCents)}
          </span>
          {estimate && <span className="checkout__estimate"> ({estimate})</span>}
        </p>
      )}
      <Payment cart={cart} />
    </section>
  )
}

function Payment({ cart }: { cart: Cart }) {
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
          Test payment: this shop has no card payments configured. Placing the order charges nothing.
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
        {flight.busy ? "Processing..." : isTestPayment ? "Place Test Order" : "Pay"}
      </button>
      {start.error instanceof CartChangedSinceShown ? (
        <p className="alert alert--error" role="alert" data-testid="cart-changed">
          {start.error.message}
        </p>
      ) : (
        (start.isError || providers.isError) && (
          <p className="alert alert--error" role="alert">
            Failed to initiate checkout. Please try again.
          </p>
        )
      )}
    </>
  )
}
