import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { EMAIL_CODE_PROVIDER, newSignInCode } from "../../../lib/sign-in-code"

/**
 * A new sign-in code for an address, kept by the e-mail code auth provider (it replaces the
 * address's earlier code). Undone by spending it: a code whose e-mail did not go out signs nobody in.
 */
export const issueSignInCodeStep = createStep(
  "issue-sign-in-code",
  async ({ email }: { email: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const issued = newSignInCode()
    const kept = await auth.updateProvider(EMAIL_CODE_PROVIDER, { entity_id: email, ...issued })
    if (!kept.success) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Sign-in code not kept: ${kept.error}`)
    return new StepResponse({ email, ...issued }, { email, code_id: issued.code_id })
  },
  async (issued, { container }) => {
    if (!issued) return
    await container
      .resolve(Modules.AUTH)
      .updateProvider(EMAIL_CODE_PROVIDER, { entity_id: issued.email, code_id: issued.code_id, spend: true })
  },
)
