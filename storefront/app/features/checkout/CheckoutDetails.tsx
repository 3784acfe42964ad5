import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { OrderTotals } from "~/components/OrderTotals"
import { PromotionCodes } from "~/components/PromotionCodes"
import {
  TEST_PAYMENT_PROVIDER_ID,
  usePaymentProviders,
  useRegions,
  useSaveShippingDetails,
  useStartPayment,
  type Cart,
  type ShippingDetails,
} from "~/lib/cart"
import { ALLOWED_SHIPPING_COUNTRIES } from "~/lib/constants"
import { formatShipping, toCents, totalsOf } from "~/lib/order-summary"

const countryNames = new Intl.DisplayNames(["en"], { type: "region" })
const COUNTRIES = ALLOWED_SHIPPING_COUNTRIES.map((code) => ({ code: code.toLowerCase(), name: countryNames.of(code) ?? code })).sort(
  (a, b) => a.name.localeCompare(b.name)
)

const FIELDS: { name: keyof ShippingDetails; label: string; type?: string; autoComplete: string }[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "address_1", label: "Address", autoComplete: "address-line1" },
  { name: "postal_code", label: "Postal code", autoComplete: "postal-code" },
  { name: "city", label: "City", autoComplete: "address-level2" },
]

function detailsOf(cart: Cart): ShippingDetails {
  const address = cart.shipping_address
  return {
    email: cart.email ?? "",
    first_name: address?.first_name ?? "",
    last_name: address?.last_name ?? "",
    address_1: address?.address_1 ?? "",
    postal_code: address?.postal_code ?? "",
    city: address?.city ?? "",
    country_code: address?.country_code ?? "nl",
  }
}

/** The details step: shipping details, Medusa's shipping option and totals, a promotion code, pay. */
export function CheckoutDetails({ cart }: { cart: Cart }) {
  const [details, setDetails] = useState<ShippingDetails>(() => detailsOf(cart))
  const [saved, setSaved] = useState(Boolean(cart.email && cart.shipping_address?.address_1 && cart.shipping_methods?.length))
  const regions = useRegions()
  const save = useSaveShippingDetails()

  function submit(event: FormEvent) {
    event.preventDefault()
    const region = regions.data?.find((candidate) => candidate.countries?.some((country) => country.iso_2 === details.country_code))
    if (!region) return
    save.mutate({ cartId: cart.id, regionId: region.id, details }, { onSuccess: () => setSaved(true) })
  }

  return (
    <div className="checkout">
      <form className="form checkout__details" onSubmit={submit} aria-labelledby="shipping-details-title">
        <h2 id="shipping-details-title">Shipping details</h2>
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`checkout-${field.name}`}>{field.label}</label>
            <input
              id={`checkout-${field.name}`}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required
              value={details[field.name]}
              onChange={(event) => {
                setSaved(false)
                setDetails((current) => ({ ...current, [field.name]: event.target.value }))
              }}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor="checkout-country">Country</label>
          <select
            id="checkout-country"
            name="country_code"
            autoComplete="country"
            value={details.country_code}
            onChange={(event) => {
              setSaved(false)
              setDetails((current) => ({ ...current, country_code: event.target.value }))
            }}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--outline" disabled={save.isPending || regions.isPending}>
          {save.isPending ? "Saving..." : "Continue to Payment"}
        </button>
        {save.isError && (
          <p className="alert alert--error" role="alert">
            Could not save your details. Please check them and try again.
          </p>
        )}
      </form>
      <CheckoutSummary cart={cart} readyToPay={saved && !save.isPending} />
    </div>
  )
}

/** The order summary, always shown: shipping, totals and promotion codes; payment once the details are saved. */
function CheckoutSummary({ cart, readyToPay }: { cart: Cart; readyToPay: boolean }) {
  const shippingMethod = cart.shipping_methods?.[0]
  const shippingCents = toCents(cart.shipping_total)
  return (
    <aside className="order-summary checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      {shippingMethod && (
        <p data-testid="shipping-option">
          {shippingCents === 0 ? "Free Shipping" : shippingMethod.name}: {formatShipping(shippingCents)}{" "}
          <span className="checkout__estimate">(3-7 business days)</span>
        </p>
      )}
      <OrderTotals totals={totalsOf(cart)} />
      <PromotionCodes cart={cart} idPrefix="checkout" />
      {readyToPay ? <Payment cart={cart} /> : <p className="checkout__next">Enter your shipping details to continue to payment.</p>}
      <p>
        <Link to="/checkout">Back to cart</Link>
      </p>
    </aside>
  )
}

function Payment({ cart }: { cart: Cart }) {
  const providers = usePaymentProviders(cart.region_id)
  const start = useStartPayment()
  const providerId = providers.data?.[0]
  const isTestPayment = providerId === TEST_PAYMENT_PROVIDER_ID
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
        disabled={start.isPending || !providerId}
        onClick={() => providerId && start.mutate({ cartId: cart.id, providerId })}
      >
        {start.isPending ? "Processing..." : isTestPayment ? "Place Test Order" : "Pay"}
      </button>
      {(start.isError || providers.isError) && (
        <p className="alert alert--error" role="alert">
          Failed to initiate checkout. Please try again.
        </p>
      )}
    </>
  )
}
