import { Link } from "~/i18n/links"
import { TextPage } from "~/components/TextPage"
import { ModelWithdrawalForm, WithdrawalInformation } from "~/features/withdrawal/ModelWithdrawalForm"
import { useT } from "~/i18n/i18n"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand, shop, useBusinessAddress } from "~/lib/shop"
import type { Route } from "./+types/refund-policy"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.refund.title"),
    description: t("pages.refund.metaDescription", { brand }),
    path: "/refund-policy",
    site: siteFrom(matches),
  })
}

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages", "withdrawal"])

export default function RefundPolicyRoute() {
  const t = useT()
  const address = useBusinessAddress()
  const days = WITHDRAWAL_PERIOD_DAYS
  return (
    <TextPage title={t("pages.refund.title")} updated="2025-01-01">
      <h2>{t("pages.refund.right.title")}</h2>
      <p>{t("pages.refund.right.text", { days })}</p>
      <WithdrawalInformation />
      <h2>{t("pages.refund.conditions.title")}</h2>
      <p>{t("pages.refund.conditions.text")}</p>
      <h2>{t("pages.refund.how.title")}</h2>
      <p>{t("pages.refund.how.text", { days, legalName: shop.business.legalName, address })}</p>
      <h2>{t("pages.refund.refunds.title")}</h2>
      <p>{t("pages.withdrawalRefund", { days })}</p>
      <h2>{t("pages.refund.damaged.title")}</h2>
      <p>{t("pages.refund.damaged.text")}</p>
      <p>
        {t("pages.refund.seeAlso")} <Link to="/terms-of-service">{t("pages.terms.title")}</Link> {t("pages.refund.and")}{" "}
        <Link to="/shipping-policy">{t("pages.shipping.title")}</Link>.{" "}
        {t("pages.refund.questions", { hours: t("pages.customerServiceHours") })}
      </p>
      <ModelWithdrawalForm />
    </TextPage>
  )
}
