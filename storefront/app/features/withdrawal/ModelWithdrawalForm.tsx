import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { withElement } from "~/i18n/with-element"
import { businessAddress, shop } from "~/lib/shop"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"

/** The model form's lines after its addressee, as the catalogues number them (withdrawalForm.line1…). */
export const MODEL_FORM_LINES = ["line1", "line2", "line3", "line4", "line5", "line6"] as const

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller:
 * in English shop.config.json's text (which the backend puts in the order confirmation too, and
 * which the English catalogue is held to), in the other languages the Directive's official version.
 */
export function ModelWithdrawalForm() {
  const t = useT()
  const addressee = t("withdrawalForm.addressee", {
    legalName: shop.business.legalName,
    address: businessAddress,
    email: shop.business.email,
  })
  return (
    <section className="model-withdrawal-form" aria-labelledby="model-withdrawal-form">
      <h2 id="model-withdrawal-form">{t("withdrawalForm.heading")}</h2>
      <p>{t("withdrawalForm.note")}</p>
      <ul>
        {[addressee, ...MODEL_FORM_LINES.map((line) => t(`withdrawalForm.${line}`))].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t("withdrawalForm.footnote")}</p>
    </section>
  )
}

/** How to withdraw: the withdrawal function first, any other clear statement also counts. */
export function WithdrawalInformation() {
  const t = useT()
  return (
    <>
      <p>{withElement(t, "withdrawal.info.function", "link", <Link to="/withdrawal">{t("withdrawal.link")}</Link>)}</p>
      <p>
        {withElement(t, "withdrawal.info.other", "email", <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>, {
          legalName: shop.business.legalName,
          address: businessAddress,
          days: WITHDRAWAL_PERIOD_DAYS,
        })}
      </p>
    </>
  )
}
