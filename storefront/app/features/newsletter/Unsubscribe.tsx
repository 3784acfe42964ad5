import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { FormRefusal, useFormText } from "~/lib/form-message"
import { useUnsubscribeFromNewsletter } from "./api"

/** The page behind every newsletter email's unsubscribe link: one click, no login. */
export function Unsubscribe({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeFromNewsletter()
  const t = useT()
  const text = useFormText()

  if (!token) {
    return (
      <section className="page container state-message">
        <h1>{t("newsletter.unsubscribe.title")}</h1>
        <p role="alert">{t("newsletter.unsubscribe.invalidLink")}</p>
      </section>
    )
  }

  return (
    <section className="page container state-message">
      <h1>{t("newsletter.unsubscribe.title")}</h1>
      {unsubscribe.isSuccess ? (
        <>
          <p role="status">{t("newsletter.unsubscribe.done")}</p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              {t("newsletter.goHome")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t("newsletter.unsubscribe.question")}</p>
          {unsubscribe.isError && (
            <p className="form-error" role="alert">
              {unsubscribe.error instanceof FormRefusal ? text(unsubscribe.error.text) : t("form.somethingWrong")}
            </p>
          )}
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? t("newsletter.unsubscribe.pending") : t("newsletter.unsubscribe.button")}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
