import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { billRenewalPriceAtStripeStep } from "./steps/bill-renewal-price-at-stripe"
import { repriceSubscriptionStep } from "./steps/reprice-subscription"
import { subscriptions } from "./subscriptions"
import { messageOf } from "../../lib/error-message"

/**
 * One subscription priced by the current renewal rule; one Stripe bills is billed that price from
 * its next invoice (and keeps its old price when Stripe cannot be told: the change is undone).
 */
export const repriceSubscriptionWorkflow = createWorkflow("reprice-subscription", (input: { subscription_id: string }) => {
  const repricing = repriceSubscriptionStep(input)
  when(
    "repriced-stripe-subscription",
    { repricing },
    ({ repricing }) => repricing.changed && repricing.subscription.payment === "stripe",
  ).then(() => {
    billRenewalPriceAtStripeStep({ subscription: transform({ repricing }, ({ repricing }) => repricing.subscription) })
  })
  return new WorkflowResponse(
    transform({ repricing }, ({ repricing }) => ({
      id: repricing.subscription.id,
      changed: repricing.changed,
      before: repricing.before.total,
      after: repricing.after.total,
    })),
  )
})

export type RepricingRun = {
  checked: number
  repriced: { id: string; before: number; after: number }[]
  failed: { id: string; reason: string }[]
}

/**
 * Every subscription not cancelled, priced by the current rule (see repriceSubscriptionStep): the
 * repair of subscriptions stored before it, run once by the migration script
 * reprice-subscriptions and at will by `npm run subscriptions:reprice`. Idempotent: a second run
 * reprices nothing. One that fails is reported and left as it was.
 */
export async function repriceSubscriptions(container: MedusaContainer): Promise<RepricingRun> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const open = await subscriptions(container).listSubscriptions(
    { status: ["active", "paused"] },
    { select: ["id"], order: { created_at: "ASC" } },
  )
  const run: RepricingRun = { checked: open.length, repriced: [], failed: [] }
  for (const { id } of open) {
    try {
      const { result } = await repriceSubscriptionWorkflow(container).run({ input: { subscription_id: id } })
      if (!result.changed) continue
      run.repriced.push({ id, before: result.before, after: result.after })
      logger.info(`Subscription ${id} repriced: ${result.before.toFixed(2)} -> ${result.after.toFixed(2)} per delivery`)
    } catch (error) {
      run.failed.push({ id, reason: messageOf(error) })
      logger.error(`Subscription ${id} not repriced: ${messageOf(error)}`)
    }
  }
  return run
}
