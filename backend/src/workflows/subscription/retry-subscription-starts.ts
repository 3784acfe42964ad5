import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordFailedSubscriptionStartWorkflow } from "./record-failed-subscription-start"
import { sendLateStartTermsWorkflow } from "./send-late-start-terms"
import { startSubscriptionWorkflow } from "./start-subscription"
import { findUnstartedSubscriptionsStep } from "./steps/find-unstarted-subscriptions"
import { messageOf } from "../../lib/error-message"

/** The paid orders whose subscription is due for a start at `now`. */
export const findUnstartedSubscriptionsWorkflow = createWorkflow("find-unstarted-subscriptions", (input: { now: string }) => {
  return new WorkflowResponse(findUnstartedSubscriptionsStep(input))
})

/**
 * Starts the subscription of an order, or records the failure (tried again on the retry schedule,
 * the seller told once the attempts before telling are used up). Answers whether it ran.
 */
export async function startOrRecordFailure(container: MedusaContainer, orderId: string, now = new Date()): Promise<boolean> {
  try {
    await startSubscriptionWorkflow(container).run({ input: { order_id: orderId } })
    return true
  } catch (error) {
    const reason = messageOf(error)
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    try {
      const { result } = await recordFailedSubscriptionStartWorkflow(container).run({
        input: { order_id: orderId, reason, now: now.toISOString() },
      })
      logger.error(
        `Subscription of order ${orderId} not started (attempt ${result.attempts}${result.report ? ", the seller is told" : ""}): ${reason}`,
      )
    } catch (recording) {
      // not even recorded (the database is down): the job finds the paid order without its subscription
      logger.error(`Subscription of order ${orderId} not started: ${reason}; its failure not recorded: ${messageOf(recording)}`)
    }
    return false
  }
}

export type StartRun = { due: number; started: string[]; failed: string[] }

/**
 * Never a paid subscription order without its subscription: each minute, the orders whose start
 * failed (on their retry schedule) and the paid ones whose order.placed subscriber never ran get
 * their subscription started; a start is once per order, whoever runs it.
 */
export async function retrySubscriptionStarts(container: MedusaContainer, now = new Date()): Promise<StartRun> {
  const { result: orderIds } = await findUnstartedSubscriptionsWorkflow(container).run({ input: { now: now.toISOString() } })
  const run: StartRun = { due: orderIds.length, started: [], failed: [] }
  for (const orderId of orderIds) {
    if (!(await startOrRecordFailure(container, orderId, now))) {
      run.failed.push(orderId)
      continue
    }
    run.started.push(orderId)
    try {
      // its order's confirmation went out without the subscription: its terms and link now
      await sendLateStartTermsWorkflow(container).run({ input: { order_id: orderId } })
    } catch (error) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(`Subscription of order ${orderId}: its terms not sent yet (${messageOf(error)})`)
    }
  }
  return run
}
