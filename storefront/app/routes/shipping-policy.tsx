import { TextPage } from "~/components/TextPage"
import { useLocale, useT } from "~/i18n/i18n"
import { intlLocale } from "~/i18n/locales"
import { countryName } from "order-summary/addresses"
import { useFormatPrice } from "~/lib/format"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand, shop } from "~/lib/shop"
import { useShopRules } from "~/lib/shop-rules"
import type { Route } from "./+types/shipping-policy"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.shipping.title"),
    description: t("pages.shipping.metaDescription", { brand }),
    path: "/shipping-policy",
    site: siteFrom(matches),
  })
}

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages"])

export default function ShippingPolicyRoute() {
  const t = useT()
  const locale = useLocale()
  const price = useFormatPrice()
  const short = useFormatPrice({ short: true })
  const rules = useShopRules()
  const freeShippingFrom = rules?.freeShippingFrom ?? null
  const shippingPrice = rules?.shippingPrice ?? null
  const countries = rules?.shippingCountries ?? []
  // the countries' names in the page's language (English: as the checkout names them)
  const regions = locale === "en" ? null : new Intl.DisplayNames(intlLocale(locale), { type: "region" })
  const names = countries.map((code) => regions?.of(code.toUpperCase()) ?? countryName(code))
  return (
    <TextPage title={t("pages.shipping.title")} updated="2025-01-01">
      <h2>{t("pages.shipping.processing.title")}</h2>
      <p>{t("pages.shipping.processing.text")}</p>
      <h2>{t("pages.shipping.time.title")}</h2>
      <p>{t("pages.shipping.time.text")}</p>
      <h2>{t("pages.shipping.costs.title")}</h2>
      <p>
        {shippingPrice === null ? t("pages.shipping.costs.inCart") : t("pages.shipping.costs.price", { price: price(shippingPrice) })}{" "}
        {freeShippingFrom !== null && t("pages.shipping.costs.free", { amount: short(freeShippingFrom) })} {t("pages.shipping.costs.vat")}
      </p>
      <h2>{t("pages.shipping.where.title")}</h2>
      <p>{t("pages.shipping.where.text", { count: countries.length })}</p>
      <p>{names.join(", ")}.</p>
      <h2>{t("pages.shipping.customs.title")}</h2>
      <p>{t("pages.shipping.customs.text")}</p>
      <h2>{t("pages.shipping.questions.title")}</h2>
      <p>
        {t("pages.shipping.questions.text", { hours: t("pages.customerServiceHours") })}{" "}
        <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>.
      </p>
    </TextPage>
  )
}
