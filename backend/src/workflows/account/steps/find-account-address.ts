import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const ACCOUNT_ADDRESS_NOT_FOUND = "This address is not in your account."

/** A saved address of the signed-in customer; anyone else's answers 404. */
export const findAccountAddressStep = createStep(
  "find-account-address",
  async ({ customer_id, address_id }: { customer_id: string; address_id: string }, { container }) => {
    const [address] = await container.resolve(Modules.CUSTOMER).listCustomerAddresses({ id: address_id, customer_id }, { select: ["id"] })
    if (!address) throw new MedusaError(MedusaError.Types.NOT_FOUND, ACCOUNT_ADDRESS_NOT_FOUND)
    return new StepResponse({ ids: [address.id] })
  },
)
