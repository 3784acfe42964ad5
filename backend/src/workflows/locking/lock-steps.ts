import { randomUUID } from "node:crypto"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"

type TakeLockInput = Parameters<typeof acquireLockStep>[0]
type GiveLockBackInput = Parameters<typeof releaseLockStep>[0]

/**
 * Medusa's lock steps (acquireLockStep, releaseLockStep) under a name of the shop's, so a
 * workflow's failure at one is told apart from any other by the step that failed
 * (`failedTakingLock`), never by the error's wording. Both run in a sub-workflow too: the shop's
 * workflows that take locks run nested (the completion in the webhook's settlement, a renewal in
 * Stripe's billing event), and Medusa's lock steps skip a sub-workflow unless told
 * (docs/checkout-completion.md, B1).
 */
export const takeLock = (name: string, input: TakeLockInput) => acquireLockStep({ ...input, executeOnSubWorkflow: true }).config({ name })

export const giveLockBack = (name: string, input: GiveLockBackInput) =>
  releaseLockStep({ ...input, executeOnSubWorkflow: true }).config({ name })

/** A workflow's errors as Medusa's `run({ throwOnError: false })` answers them. */
type WorkflowErrors = readonly { action?: string }[] | undefined

/** Whether the workflow failed taking one of the named locks (its bounded wait ran out). */
export const failedTakingLock = (errors: WorkflowErrors, lockSteps: readonly string[]) =>
  Boolean(errors?.some((error) => error.action !== undefined && lockSteps.includes(error.action)))

/**
 * A new owner for the locks a workflow takes. Its compensation gives back every lock of that owner:
 * a workflow nested with `noCompensation` (the completion in the webhook's settlement) is not
 * undone by its parent, so its own lock steps' compensations never run; the parent names the owner
 * with this step, and its own undo gives the nested workflow's locks back.
 */
export const lockOwnerStep = createStep(
  "lock-owner",
  async (prefix: string) => {
    const owner = `${prefix}:${randomUUID()}`
    return new StepResponse(owner, owner)
  },
  async (owner, { container }) => {
    if (owner) await container.resolve(Modules.LOCKING).releaseAll({ ownerId: owner })
  },
)
