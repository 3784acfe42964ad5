import { TextPage } from "~/components/TextPage"
import { ModelWithdrawalForm } from "~/features/withdrawal/ModelWithdrawalForm"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand, businessAddress, shop } from "~/lib/shop"
import type { Route } from "./+types/terms-of-service"
import { VAT_RATES, WITHDRAWAL_PERIOD, WITHDRAWAL_REFUND_TERMS } from "order-summary/rules"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The general terms and conditions of ${brand}.`,
    path: "/terms-of-service",
    site: siteFrom(matches),
  })

const { business } = shop

/**
 * The payment article names no method: which ones the checkout offers is the payment provider's
 * setting (GET /storefront-config), and the payment page shows them. Terms that named methods the
 * shop does not take (PayPal, bank transfer) would promise what it cannot do.
 */
const PAYMENT_ARTICLE =
  "You pay when you place your order, on the secure payment page of our payment provider, with one of the payment methods offered there. Orders are processed after payment has been received."

const ARTICLES: Array<{ title: string; text: string }> = [
  {
    title: "Identity of the seller",
    text: `${business.legalName}, trading as ${brand}, ${businessAddress}. Chamber of Commerce number ${business.chamberOfCommerce}, VAT number ${business.vatNumber}. Email ${business.email}, phone ${business.phone}.`,
  },
  {
    title: "Applicability",
    text: "These terms apply to every offer of and every order placed with us. They are available before the order is placed and can be saved or printed.",
  },
  {
    title: "The offer",
    text: "Every offer contains a complete and accurate description of the products. Obvious mistakes or errors in the offer do not bind us. Images are an indication of the product.",
  },
  {
    title: "The agreement",
    text: "The agreement is concluded when you place an order and we confirm it by email. We may refuse an order on reasonable grounds, and then tell you so within 3 days.",
  },
  {
    title: "Prices",
    text: `All prices are in euros and include VAT at the standard rate of ${VAT_RATES.standard}% (${VAT_RATES.reduced}% where a reduced rate has been confirmed for a product). For delivery elsewhere in the EU the price stays the same and includes the VAT of the country of delivery, as EU rules for distance sales require. Deliveries outside the EU are exports without VAT; import duties and taxes of the country of delivery may apply. Shipping costs are shown separately before you pay.`,
  },
  { title: "Payment", text: PAYMENT_ARTICLE },
  {
    title: "Delivery",
    text: "Orders are processed within 1-3 business days after payment. Standard shipping is estimated at 2-5 business days. If delivery is delayed by more than 30 days, you may cancel the order free of charge.",
  },
  {
    title: "Right of withdrawal",
    text: `You may withdraw from the agreement within ${WITHDRAWAL_PERIOD} of receipt without giving a reason. Returned items must be unopened and unused. Withdraw online with the function 'Withdraw from contract here' at the foot of every page (you receive an acknowledgement by e-mail), or by any other clear statement to us, for example with the model withdrawal form below these terms.`,
  },
  { title: "Costs of withdrawal", text: `${WITHDRAWAL_REFUND_TERMS} The direct cost of returning the items is yours.` },
  {
    title: "Conformity and warranty",
    text: "Our products meet the agreement, the specifications in the offer and the legal requirements for food supplements. This does not limit your statutory rights.",
  },
  {
    title: "Use of the products",
    text: "Our products are food supplements and no substitute for a varied diet and a healthy lifestyle. Do not exceed the recommended daily dose. Consult a doctor if you are pregnant, nursing, take medication or have a medical condition.",
  },
  {
    title: "Complaints",
    text: `Complaints should be sent to ${business.email}, fully and clearly described, as soon as possible after you found the defect. We reply within 14 days. Customer service is available ${business.customerServiceHours}.`,
  },
  {
    title: "Applicable law and disputes",
    text: "Dutch law applies to these terms and every agreement with us. Disputes are submitted to the competent court in Rotterdam, without prejudice to the mandatory protection of the law of the country where you live.",
  },
]

export default function TermsOfServiceRoute() {
  return (
    <TextPage title="Terms of Service" updated="1 January 2025">
      {ARTICLES.map((article, index) => (
        <section key={article.title}>
          <h2>
            Article {index + 1}: {article.title}
          </h2>
          <p>{article.text}</p>
        </section>
      ))}
      <ModelWithdrawalForm />
    </TextPage>
  )
}
