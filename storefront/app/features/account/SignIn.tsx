import { useEffect, useRef, useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { FORM_FIELDS } from "order-summary/forms"
import * as z from "zod/mini"
import { useT } from "~/i18n/i18n"
import { useLocalePath } from "~/i18n/links"
import { backendRefusals, fieldKey, formEmail } from "~/lib/form-fields"
import { SOMETHING_WRONG, useFormText } from "~/lib/form-message"
import { fieldErrorsOf, useRefusalText, useRequestCode, useSignIn, useSignInLink } from "./api"

const CODE = FORM_FIELDS.signIn.code
/** The Store API's rules of the address: what tells the kind of its refusal (backendRefusals). */
const EMAIL_RULES = z.object({ email: formEmail("signIn", "email", { bounded: true }) })

/**
 * Signing in without a password: the e-mail address, then the 6-digit code the shop sends to it (or
 * the e-mail's link, which opens this page with its token). A link asks first whom it signs in and
 * signs in only on the button: a link someone else sent, for his own account, never signs this
 * browser in by being opened.
 */
export function SignIn({ linkToken }: { linkToken: string | null }) {
  const t = useT()
  const localePath = useLocalePath()
  const refusalText = useRefusalText()
  const navigate = useNavigate()
  const requestCode = useRequestCode()
  const signIn = useSignIn()
  const [email, setEmail] = useState("")
  const [code, setCode] = useState("")
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [link, setLink] = useState(linkToken)
  const linkFor = useSignInLink(link)
  const codeRef = useRef<HTMLInputElement>(null)
  const text = useFormText()

  useEffect(() => {
    if (sentTo) codeRef.current?.focus()
  }, [sentTo])

  const ask = (event: FormEvent) => {
    event.preventDefault()
    requestCode.mutate(email, { onSuccess: () => setSentTo(email.trim()) })
  }
  const confirmLink = (event: FormEvent) => {
    event.preventDefault()
    if (link) signIn.mutate({ token: link }, { onSuccess: () => navigate(localePath("/account"), { replace: true }) })
  }
  const declineLink = () => {
    setLink(null)
    signIn.reset()
    navigate(localePath("/account/sign-in"), { replace: true })
  }
  const enter = (event: FormEvent) => {
    event.preventDefault()
    signIn.mutate({ email: sentTo ?? email, code }, { onSuccess: () => navigate(localePath("/account")) })
  }

  return (
    <section className="page container account-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t("account.signIn.title")}</h1>
      <p>{t("account.signIn.intro")}</p>
      {signIn.isError && (
        <p className="alert alert--error" role="alert">
          {refusalText(signIn.error)}
        </p>
      )}
      {link && linkFor.isError && (
        <p className="alert alert--error" role="alert">
          {refusalText(linkFor.error)}
        </p>
      )}
      {link && !linkFor.isError ? (
        <form method="post" className="card form" onSubmit={confirmLink} aria-labelledby="sign-in-link-question">
          <p id="sign-in-link-question" data-testid="sign-in-link-question">
            {linkFor.data ? t("account.signIn.linkQuestion", { email: linkFor.data }) : t("account.signIn.checkingLink")}
          </p>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={!linkFor.data || signIn.isPending}>
              {signIn.isPending ? t("account.signIn.signingIn") : t("account.signIn")}
            </button>
            <button type="button" className="button button--outline" onClick={declineLink}>
              {t("account.signIn.notMe")}
            </button>
          </div>
        </form>
      ) : !sentTo ? (
        <form method="post" className="card form" onSubmit={ask} noValidate>
          <div className="field">
            <label htmlFor="sign-in-email">{t(fieldKey("signIn", "email", "label"))}</label>
            <input
              id="sign-in-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={requestCode.isError || undefined}
              aria-describedby={requestCode.isError ? "sign-in-email-error" : undefined}
            />
            {requestCode.isError && (
              <p id="sign-in-email-error" className="field__error" role="alert">
                {text(
                  backendRefusals(EMAIL_RULES, { email }, fieldErrorsOf(requestCode.error)).email ?? {
                    key: SOMETHING_WRONG,
                    english: requestCode.error.message,
                  },
                )}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={requestCode.isPending}>
            {requestCode.isPending ? t("account.signIn.sending") : t("account.signIn.sendCode")}
          </button>
        </form>
      ) : (
        <form method="post" className="card form" onSubmit={enter} noValidate>
          <p role="status" data-testid="code-sent">
            {requestCode.data && t("account.signIn.codeSent", { minutes: requestCode.data.valid_minutes })}{" "}
            {t("account.signIn.sentTo", { email: sentTo })}
          </p>
          <div className="field">
            <label htmlFor="sign-in-code">{t(fieldKey("signIn", "code", "label"), { digits: CODE.digits })}</label>
            <input
              id="sign-in-code"
              ref={codeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE.digits}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={signIn.isPending}>
              {signIn.isPending ? t("account.signIn.signingIn") : t("account.signIn")}
            </button>
            <button type="button" className="button button--outline" onClick={() => setSentTo(null)}>
              {t("account.signIn.another")}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
