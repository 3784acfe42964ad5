import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createPaymentSessionsWorkflow, deletePaymentSessionsWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { lockOwnerStep } from "../locking/lock-steps"
import { completeCartOnceWorkflow } from "./complete-cart-once"
import { findRefundedPaymentSessionsStep } from "./steps/find-refunded-payment-sessions"
import { notifyRefundStep } from "./steps/notify-refund"
import { findPaidSessionOutcomeStep } from "./steps/find-paid-session-outcome"
import { preparePaidSessionOrderStep } from "./steps/prepare-paid-session-order"
import { refundCheckoutSessionStep } from "./steps/refund-checkout-session"
import { retrievePaidCheckoutSessionStep } from "./steps/retrieve-paid-checkout-session"

export type SettlePaidCheckoutSessionInput = { checkout_session_id: string }

/**
 * Every paid Checkout Session ends as exactly one order or one refund. Used by the webhook and by
 * the reconciliation of Stripe's list of paid sessions; running it again for a settled session
 * changes nothing. Payments for one cart are settled one at a time.
 */
export const settlePaidCheckoutSessionWorkflow = createWorkflow("settle-paid-checkout-session", (input: SettlePaidCheckoutSessionInput) => {
  const session = retrievePaidCheckoutSessionStep(input)
  const lockKey = transform({ session }, ({ session }) => `paid-checkout:${session.cart_id ?? session.id}`)
  // nested in the webhook's workflow too (Medusa's lock steps skip a sub-workflow unless told)
  acquireLockStep({ key: lockKey, timeout: 60, ttl: 180, executeOnSubWorkflow: true })
  const prepared = preparePaidSessionOrderStep({ session })
  // (the `!` in the branches below: each branch runs only when its condition holds, and Medusa's
  // `when` does not narrow what the branch reads)
  when("paid-session-readopted", { prepared }, ({ prepared }) => prepared.readopt !== null).then(() => {
    createPaymentSessionsWorkflow.runAsStep({ input: transform({ prepared }, ({ prepared }) => prepared.readopt!) })
  })
  // the owner of the completion's locks: this workflow's undo gives them back, as the nested
  // completion is never undone by it (noCompensation below)
  const completionLockOwner = lockOwnerStep("paid-checkout-completion")
  const completion = when("paid-session-to-complete", { prepared }, ({ prepared }) => !prepared.settled).then(() =>
    // the shopper's return's path: the cart's order, made now or before, or why the cart cannot
    // be ordered (then refunded below). Its other failures fail the settlement (the database,
    // a check of Medusa's own): Stripe's retry or the reconciliation tries again. Never undone
    // by a later step's failure: the order stands for money Stripe has taken.
    completeCartOnceWorkflow
      .runAsStep({
        input: transform({ session, completionLockOwner }, ({ session, completionLockOwner }) => ({
          cart_id: session.cart_id ?? "",
          lock_owner: completionLockOwner,
        })),
      })
      .config({ noCompensation: true }),
  )
  const placed = findPaidSessionOutcomeStep({ session, prepared, completion })
  const refund = when("payment-cannot-be-ordered", { placed }, ({ placed }) => placed.refund_reason !== null).then(() =>
    refundCheckoutSessionStep({ session, reason: transform({ placed }, ({ placed }) => placed.refund_reason!) }),
  )
  when("payment-refunded", { refund }, ({ refund }) => Boolean(refund)).then(() => {
    // the refunded payment's Medusa session goes, so the cart cannot be completed with it later
    // (again on a retry: a refund made before an error still leaves none); never put back by a
    // later step's failure, as the payment it stood for is refunded
    const refundedSessions = findRefundedPaymentSessionsStep({ session })
    deletePaymentSessionsWorkflow
      .runAsStep({ input: transform({ refundedSessions }, ({ refundedSessions }) => ({ ids: refundedSessions })) })
      .config({ noCompensation: true })
    notifyRefundStep({ session, refund: transform({ refund }, ({ refund }) => refund!) })
  })
  releaseLockStep({ key: lockKey, executeOnSubWorkflow: true })
  const result = transform({ session, placed }, ({ session, placed }) => ({
    checkout_session_id: session.id,
    paid: session.paid,
    order_id: placed.order_id,
    refunded: placed.refund_reason !== null,
  }))
  return new WorkflowResponse(result)
})
