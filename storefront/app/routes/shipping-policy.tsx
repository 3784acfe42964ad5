import { TextPage } from "~/components/TextPage"
import { countryName } from "order-summary/addresses"
import { formatEuros } from "order-summary"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand, shop } from "~/lib/shop"
import { freeShippingText, useShopRules } from "~/lib/shop-rules"
import type { Route } from "./+types/shipping-policy"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shipping Policy",
    description: `Processing times, delivery estimates and shipping costs at ${brand}.`,
    path: "/shipping-policy",
    site: siteFrom(matches),
  })

export default function ShippingPolicyRoute() {
  const rules = useShopRules()
  const freeShippingFrom = rules?.freeShippingFrom ?? null
  const shippingPrice = rules?.shippingPrice ?? null
  const countries = rules?.shippingCountries ?? []
  return (
    <TextPage title="Shipping Policy" updated="1 January 2025">
      <h2>Order processing</h2>
      <p>Orders are processed within 1-3 business days after payment. You receive an email as soon as your parcel is on its way.</p>
      <h2>Delivery time</h2>
      <p>
        Standard shipping is estimated at 2-5 business days after dispatch. Deliveries outside the European Union can take longer, and
        customs may add to that time.
      </p>
      <h2>Shipping costs</h2>
      <p>
        {shippingPrice === null
          ? "Standard shipping costs are shown in your cart before you pay."
          : `Standard shipping costs ${formatEuros(shippingPrice)}.`}{" "}
        {freeShippingFrom !== null && `We offer ${freeShippingText(freeShippingFrom)}: the items in your cart count as you pay for them.`}{" "}
        All prices include VAT.
      </p>
      <h2>Where we ship</h2>
      <p>We ship from Rotterdam, the Netherlands, to these {countries.length} countries:</p>
      <p>{countries.map(countryName).join(", ")}.</p>
      <h2>Customs and duties</h2>
      <p>
        Orders shipped outside the European Union may be subject to import duties and taxes in the destination country. These are set by
        local authorities and paid by the recipient.
      </p>
      <h2>Questions</h2>
      <p>
        Our customer service is available {shop.business.customerServiceHours} at{" "}
        <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>.
      </p>
    </TextPage>
  )
}
