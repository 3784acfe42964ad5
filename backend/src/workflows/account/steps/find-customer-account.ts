import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { EMAIL_CODE_PROVIDER } from "../../../lib/sign-in-code"

export type CustomerAccount = {
  auth_identity_id: string
  /** the address the sign-in code was sent to: verified */
  email: string
  /** the customer with an account for this sign-in, if there is one yet */
  customer_id: string | null
  /** whether the sign-in already names that customer */
  linked: boolean
}

/** Whose sign-in this is: the verified address, and the customer account it has or is to get. */
export const findCustomerAccountStep = createStep(
  "find-customer-account",
  async ({ auth_identity_id }: { auth_identity_id: string }, { container }) => {
    const identity = await container.resolve(Modules.AUTH).retrieveAuthIdentity(auth_identity_id, { relations: ["provider_identities"] })
    const email = identity.provider_identities?.find((provider) => provider.provider === EMAIL_CODE_PROVIDER)?.entity_id
    if (!email) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, "Sign in with a code sent by e-mail.")
    const customers = container.resolve(Modules.CUSTOMER)
    const linkedId = identity.app_metadata?.customer_id
    if (typeof linkedId === "string") {
      const [linked] = await customers.listCustomers({ id: linkedId }, { select: ["id"] })
      if (linked) return new StepResponse<CustomerAccount>({ auth_identity_id, email, customer_id: linked.id, linked: true })
    }
    const [withAccount] = await customers.listCustomers({ email, has_account: true }, { select: ["id"] })
    return new StepResponse<CustomerAccount>({ auth_identity_id, email, customer_id: withAccount?.id ?? null, linked: false })
  },
)
