import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, transactionalEmail } from "./layout"

export type SignInCodeData = {
  code: string
  sign_in_url: string
  valid_minutes: number
}

/** Signing in to the account: the one-time code, and a link that signs in with it. */
export function signInCode(data: SignInCodeData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${data.code} is your ${brand} sign-in code`
  const validity = `The code and the link work for ${data.valid_minutes} minutes and once. If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your sign-in code</h1>
<p>Enter this code on the sign-in page:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:8px 0 16px">${escapeHtml(data.code)}</p>
<p>Or sign in with one click:</p>
<p><a href="${escapeHtml(data.sign_in_url)}" style="display:inline-block;background:#2f4f2f;color:#ffffff;font-weight:bold;padding:12px 20px;border-radius:6px;text-decoration:none">Sign in to my account</a></p>
<p>${escapeHtml(validity)}</p>`
  return transactionalEmail(subject, body, [
    "Your sign-in code",
    "",
    `Enter this code on the sign-in page: ${data.code}`,
    "",
    "Or sign in with this link:",
    data.sign_in_url,
    "",
    validity,
  ])
}
