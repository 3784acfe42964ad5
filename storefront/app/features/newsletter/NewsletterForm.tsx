import { useEffect, useRef, useState, type FormEvent } from "react"
import { ActionForm, Field, Honeypot } from "~/components/Field"
import { useRouteForm } from "~/lib/route-form"
import { useShopRules } from "~/lib/shop-rules"
import { useT } from "~/i18n/i18n"

/** The newsletter form's name among the home page's forms (its action tells them apart by it). */
export const NEWSLETTER_FORM = "newsletter"
/** The section the home page opens at after a sign-up sent without JavaScript (and 'Subscribe Another Email'). */
export const NEWSLETTER_ANCHOR = "newsletter"

/** The sign-up, posted to the home page's action (subscribeToNewsletter): double opt-in, so it asks to confirm by e-mail. */
export function NewsletterForm() {
  const signup = useRouteForm(NEWSLETTER_FORM)
  const { answer, pending } = signup
  // 'Subscribe Another Email' puts the form back; the answer it leaves behind is not shown again
  const [startedOver, setStartedOver] = useState<typeof answer>(undefined)
  const thanked = Boolean(answer?.ok) && answer !== startedOver
  const discountPercent = useShopRules()?.discountPercent
  const field = useRef<HTMLDivElement>(null)

  const subscribeAnother = (event: FormEvent<HTMLFormElement>) => {
    // without JavaScript the button opens the home page again, with the form
    event.preventDefault()
    setStartedOver(answer)
  }
  // the form is rendered again once the thanks are gone: the keyboard goes back to its field
  useEffect(() => {
    if (startedOver) field.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
  }, [startedOver])

  const t = useT()
  return (
    <section className="newsletter" id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <h2 id="newsletter-title">
          {discountPercent ? t("newsletter.titlePercent", { percent: discountPercent }) : t("newsletter.title")}
        </h2>
        {thanked ? (
          <div className="newsletter__success" role="status">
            <p className="newsletter__thanks">{t("newsletter.thanks")}</p>
            <p>{t("newsletter.checkInbox")}</p>
            <form method="get" action={`/#${NEWSLETTER_ANCHOR}`} onSubmit={subscribeAnother}>
              <button type="submit" className="button button--gold">
                {t("newsletter.another")}
              </button>
            </form>
          </div>
        ) : (
          <div ref={field}>
            <p>{t("newsletter.intro")}</p>
            <ActionForm form={signup} className="newsletter__form">
              <Field
                inline
                name="email"
                label={t("newsletter.emailLabel")}
                labelClassName="visually-hidden"
                type="email"
                required
                autoComplete="email"
                placeholder={t("newsletter.emailPlaceholder")}
                errorClassName="newsletter__error"
              />
              <Honeypot />
              <button type="submit" className="button button--gold" disabled={pending}>
                {pending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
              </button>
            </ActionForm>
          </div>
        )}
      </div>
    </section>
  )
}
