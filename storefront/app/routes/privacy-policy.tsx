import { TextPage } from "~/components/TextPage"
import { useT } from "~/i18n/i18n"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand, shop, useBusinessAddress } from "~/lib/shop"
import type { Route } from "./+types/privacy-policy"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.privacy.title"),
    description: t("pages.privacy.metaDescription", { brand }),
    path: "/privacy-policy",
    site: siteFrom(matches),
  })
}

// the list of what is collected: pages.privacy.collect.<name>
const COLLECTED = ["order", "payment", "contact", "newsletter", "account", "subscriptions", "reviews", "withdrawals", "technical"]

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages"])

export default function PrivacyPolicyRoute() {
  const t = useT()
  const address = useBusinessAddress()
  const { business } = shop
  return (
    <TextPage title={t("pages.privacy.title")} updated="2025-01-01">
      <h2>{t("pages.privacy.who.title")}</h2>
      <p>
        {t("pages.privacy.who.text", { legalName: business.legalName, brand, address, number: business.chamberOfCommerce })}{" "}
        <a href={`mailto:${business.email}`}>{business.email}</a>.
      </p>
      <h2>{t("pages.privacy.collect.title")}</h2>
      <ul>
        {COLLECTED.map((name) => (
          <li key={name}>{t(`pages.privacy.collect.${name}`)}</li>
        ))}
      </ul>
      <h2>{t("pages.privacy.grounds.title")}</h2>
      <p>{t("pages.privacy.grounds.text")}</p>
      <h2>{t("pages.privacy.keep.title")}</h2>
      <p>{t("pages.privacy.keep.text")}</p>
      <h2>{t("pages.privacy.recipients.title")}</h2>
      <p>{t("pages.privacy.recipients.text")}</p>
      <h2>{t("pages.privacy.rights.title")}</h2>
      <p>{t("pages.privacy.rights.text", { email: business.email })}</p>
    </TextPage>
  )
}
