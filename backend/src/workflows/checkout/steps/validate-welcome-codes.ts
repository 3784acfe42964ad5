import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { refuseWelcomeCodesBreakingRules } from "../../newsletter/welcome-code-rules"

/** Before the shopper pays: a welcome code the cart may not carry is refused, not refunded later. */
export const validateWelcomeCodesStep = createStep("validate-welcome-codes", async ({ cart_id }: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["email", "promotions.code"], filters: { id: cart_id } })
  const cart = data[0]
  const codes = (cart?.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => Boolean(code))
  await refuseWelcomeCodesBreakingRules(container, { email: cart?.email, codes })
  return new StepResponse(undefined)
})
