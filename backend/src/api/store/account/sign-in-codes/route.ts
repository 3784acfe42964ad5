import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SIGN_IN_CODE_SENT } from "../../../../lib/sign-in-code"
import { sendSignInCodeWorkflow } from "../../../../workflows/account/send-sign-in-code"
import type { RequestSignInCode } from "../validators"
import type { SignInCodeAnswer } from "order-summary/store-api"

/** A sign-in code by e-mail; every address gets the same answer. */
export async function POST(req: MedusaRequest<RequestSignInCode>, res: MedusaResponse<SignInCodeAnswer>) {
  await sendSignInCodeWorkflow(req.scope).run({ input: { email: req.validatedBody.email } })
  res.status(200).json(SIGN_IN_CODE_SENT)
}
