import { useEffect, useRef } from "react"
import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { FormRefusal, useFormText } from "~/lib/form-message"
import { useShopRules } from "~/lib/shop-rules"
import { useConfirmNewsletterSubscription } from "./api"

/**
 * The page behind the confirmation email's link (double opt-in): opening it confirms the sign-up,
 * in the browser, so a mail scanner that only fetches the link confirms nothing.
 */
export function ConfirmSubscription({ token }: { token: string | null }) {
  const confirm = useConfirmNewsletterSubscription()
  const discountPercent = useShopRules()?.discountPercent
  const sent = useRef(false)
  const t = useT()
  const text = useFormText()

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [token, confirm])

  const failure = !token
    ? t("newsletter.confirm.invalidLink")
    : confirm.isError
      ? confirm.error instanceof FormRefusal
        ? text(confirm.error.text)
        : t("form.somethingWrong")
      : null

  return (
    <section className="page container state-message">
      <h1>{confirm.isSuccess ? t("newsletter.confirm.confirmedTitle") : t("newsletter.confirm.title")}</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">
            {discountPercent ? t("newsletter.confirm.thanksPercent", { percent: discountPercent }) : t("newsletter.confirm.thanks")}
          </p>
          <div className="button-row">
            <Link to="/products" className="button button--primary">
              {t("newsletter.confirm.shopNow")}
            </Link>
          </div>
        </>
      ) : failure ? (
        <>
          <p className="form-error" role="alert">
            {failure}
          </p>
          <p>{t("newsletter.confirm.signUpAgain")}</p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              {t("newsletter.goHome")}
            </Link>
          </div>
        </>
      ) : (
        <p role="status">{t("newsletter.confirm.confirming")}</p>
      )}
    </section>
  )
}
