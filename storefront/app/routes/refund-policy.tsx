import { Link } from "~/i18n/links"
import { TextPage } from "~/components/TextPage"
import { ModelWithdrawalForm, WithdrawalInformation } from "~/features/withdrawal/ModelWithdrawalForm"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand, businessAddress, shop } from "~/lib/shop"
import type { Route } from "./+types/refund-policy"
import { WITHDRAWAL_PERIOD, WITHDRAWAL_REFUND_TERMS } from "order-summary/rules"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Return Policy",
    description: `How to withdraw from a purchase and return products to ${brand}.`,
    path: "/refund-policy",
    site: siteFrom(matches),
  })

export default function RefundPolicyRoute() {
  return (
    <TextPage title="Return Policy" updated="1 January 2025">
      <h2>Your right of withdrawal</h2>
      <p>You may withdraw from your purchase within {WITHDRAWAL_PERIOD} of receipt without giving a reason.</p>
      <WithdrawalInformation />
      <h2>Conditions</h2>
      <p>
        Because our products are food supplements, returned items must be unopened and unused, with their seal intact. Opened products
        cannot be returned for reasons of health protection and hygiene.
      </p>
      <h2>How to return</h2>
      <p>
        Send the items within {WITHDRAWAL_PERIOD} of your withdrawal to {shop.business.legalName}, {businessAddress}. The cost of returning
        the items is yours unless the product was damaged or wrong.
      </p>
      <h2>Refunds</h2>
      <p>{WITHDRAWAL_REFUND_TERMS}</p>
      <h2>Damaged or wrong products</h2>
      <p>
        If a product arrives damaged or is not what you ordered, contact us within 14 days of receipt with a photo. We will replace it or
        refund it in full, including return costs.
      </p>
      <p>
        See also our <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/shipping-policy">Shipping Policy</Link>. Questions?
        Our customer service is available {shop.business.customerServiceHours}.
      </p>
      <ModelWithdrawalForm />
    </TextPage>
  )
}
