import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { maskedEmail, openSignInLink, SIGN_IN_LINK_INVALID } from "../../../../lib/sign-in-code"
import type { SignInLinkParams } from "../validators"
import type { SignInLinkAnswer } from "order-summary/store-api"

/**
 * Whom the e-mail's sign-in link signs in, masked: the page that opens the link asks "Sign in as
 * m…@example.com?" and signs in only when the person confirms, so a link someone else sends (for
 * his own account) never signs a browser in by being opened.
 */
export async function GET(req: MedusaRequest<unknown, SignInLinkParams>, res: MedusaResponse<SignInLinkAnswer>) {
  const opened = openSignInLink(req.validatedQuery.token)
  if (!opened) throw new MedusaError(MedusaError.Types.INVALID_DATA, SIGN_IN_LINK_INVALID)
  res.set("Cache-Control", "no-store")
  res.json({ email_hint: maskedEmail(opened.email) })
}
