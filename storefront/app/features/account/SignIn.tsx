import { useEffect, useState } from "react"
import { FORM_FIELDS } from "order-summary/forms"
import { ActionForm, Field } from "~/components/Field"
import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { fieldKey } from "~/lib/form-fields"
import { useFormText } from "~/lib/form-message"
import { useRouteForm } from "~/lib/route-form"
import { SIGN_IN_FORMS, type CodeRequested, type SignInLink } from "./forms"
import { Refusal } from "./Refusal"

const CODE = FORM_FIELDS.signIn.code

/**
 * Signing in without a password: the e-mail address, then the 6-digit code the shop sends to it (or
 * the e-mail's link, which opens this page with its token). Each step posts to the page's action, so
 * it works before the scripts have loaded and without them. A link asks first whom it signs in and
 * signs in only on the button: a link someone else sent, for his own account, never signs this
 * browser in by being opened.
 */
export function SignIn({ link, deleted }: { link: SignInLink | null; deleted: boolean }) {
  const t = useT()
  const text = useFormText()
  const request = useRouteForm<CodeRequested>(SIGN_IN_FORMS.requestCode)
  const enter = useRouteForm(SIGN_IN_FORMS.signIn)
  const confirm = useRouteForm(SIGN_IN_FORMS.signInLink)
  // "Use another address": the answers so far are left behind (with JavaScript; without, the link opens the page anew)
  const [leftBehind, setLeftBehind] = useState<unknown[]>([])
  const requested = request.answer?.ok && !leftBehind.includes(request.answer) ? request.answer.data : null
  const refusedCode = enter.answer && !enter.answer.ok && !leftBehind.includes(enter.answer) ? enter.answer : null
  // the code's step: after the code was sent, and again after a refused code (its address kept in the form)
  const sentTo = requested?.email ?? refusedCode?.values.email ?? null

  useEffect(() => {
    if (requested) document.getElementById(`${SIGN_IN_FORMS.signIn}-code`)?.focus()
  }, [requested])

  return (
    <section className="page container account-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t("account.signIn.title")}</h1>
      <p>{t("account.signIn.intro")}</p>
      {deleted && (
        <p className="alert alert--success" role="status">
          {t("account.deleted")}
        </p>
      )}
      {link?.refusal !== null && link?.refusal !== undefined && (
        <p className="alert alert--error" role="alert">
          {text(link.refusal) || t("account.failed")}
        </p>
      )}
      {link?.emailHint ? (
        <ActionForm form={confirm} className="card form" labelledBy="sign-in-link-question">
          <Refusal form={confirm} />
          <input type="hidden" name="token" value={link.token} />
          <p id="sign-in-link-question" data-testid="sign-in-link-question">
            {t("account.signIn.linkQuestion", { email: link.emailHint })}
          </p>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={confirm.pending}>
              {confirm.pending ? t("account.signIn.signingIn") : t("account.signIn")}
            </button>
            <Link to="/account/sign-in" replace className="button button--outline">
              {t("account.signIn.notMe")}
            </Link>
          </div>
        </ActionForm>
      ) : sentTo === null ? (
        <ActionForm form={request} className="card form">
          <Refusal form={request} />
          <Field name="email" type="email" label={t(fieldKey("signIn", "email", "label"))} autoComplete="email" required />
          <button type="submit" className="button button--primary" disabled={request.pending}>
            {request.pending ? t("account.signIn.sending") : t("account.signIn.sendCode")}
          </button>
        </ActionForm>
      ) : (
        <ActionForm form={enter} className="card form">
          <Refusal form={enter} />
          <p role="status" data-testid="code-sent">
            {requested && t("account.signIn.codeSent", { minutes: requested.valid_minutes })}{" "}
            {t("account.signIn.sentTo", { email: sentTo })}
          </p>
          <input type="hidden" name="email" value={sentTo} />
          <Field
            name="code"
            label={t(fieldKey("signIn", "code", "label"), { digits: CODE.digits })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE.digits}
            required
          />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={enter.pending}>
              {enter.pending ? t("account.signIn.signingIn") : t("account.signIn")}
            </button>
            <Link
              to="/account/sign-in"
              className="button button--outline"
              onClick={() => setLeftBehind([...leftBehind, request.answer, enter.answer])}
            >
              {t("account.signIn.another")}
            </Link>
          </div>
        </ActionForm>
      )}
    </section>
  )
}
