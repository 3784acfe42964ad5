import { TextPage } from "~/components/TextPage"
import { ModelWithdrawalForm } from "~/features/withdrawal/ModelWithdrawalForm"
import { useT } from "~/i18n/i18n"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand, shop, useBusinessAddress } from "~/lib/shop"
import type { Route } from "./+types/terms-of-service"
import { VAT_RATES, WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.terms.title"),
    description: t("pages.terms.metaDescription", { brand }),
    path: "/terms-of-service",
    site: siteFrom(matches),
  })
}

const { business } = shop

/**
 * The articles, in order: pages.terms.<name>.title and .text. The payment article names no method:
 * which ones the checkout offers is the payment provider's setting (GET /storefront-config), and the
 * payment page shows them. Terms that named methods the shop does not take (PayPal, bank transfer)
 * would promise what it cannot do.
 */
const ARTICLES = [
  "seller",
  "applicability",
  "offer",
  "agreement",
  "prices",
  "payment",
  "delivery",
  "withdrawal",
  "withdrawalCosts",
  "conformity",
  "use",
  "complaints",
  "law",
] as const

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages", "withdrawal"])

export default function TermsOfServiceRoute() {
  const t = useT()
  const address = useBusinessAddress()
  // every value an article's text may name
  const values = {
    legalName: business.legalName,
    brand,
    address,
    number: business.chamberOfCommerce,
    vatNumber: business.vatNumber,
    email: business.email,
    phone: business.phone,
    hours: t("pages.customerServiceHours"),
    standard: VAT_RATES.standard,
    reduced: VAT_RATES.reduced,
    days: WITHDRAWAL_PERIOD_DAYS,
    link: t("withdrawal.link"),
    refund: t("pages.withdrawalRefund", { days: WITHDRAWAL_PERIOD_DAYS }),
  }
  return (
    <TextPage title={t("pages.terms.title")} updated="2025-01-01">
      {ARTICLES.map((name, index) => (
        <section key={name}>
          <h2>{t("pages.terms.article", { number: index + 1, title: t(`pages.terms.${name}.title`) })}</h2>
          <p>{t(`pages.terms.${name}.text`, values)}</p>
        </section>
      ))}
      <ModelWithdrawalForm />
    </TextPage>
  )
}
