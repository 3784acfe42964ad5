import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { giveLockBack, takeLock } from "./lock-steps"

export type HeldLock = { key: string; owner: string }

/** The name of holdLockWorkflow's lock step: a failure there is a wait that ran out (failedTakingLock). */
export const HOLD_LOCK_STEP = "hold-lock"

/**
 * Takes one lock with Medusa's acquireLockStep for what is not a workflow: a request held from a
 * middleware until its answer is sent (api/admin/order-change-middlewares.ts). Given back by
 * giveLockBackWorkflow, or by its `ttl` should the holder die.
 */
export const holdLockWorkflow = createWorkflow(
  "hold-lock",
  (input: HeldLock & { timeout: number; ttl: number; retryInterval?: number }) => {
    takeLock(HOLD_LOCK_STEP, {
      key: input.key,
      ownerId: input.owner,
      timeout: input.timeout,
      ttl: input.ttl,
      retryInterval: input.retryInterval,
    })
    return new WorkflowResponse(undefined)
  },
)

/** Gives back what holdLockWorkflow took (Medusa's releaseLockStep); answers whether it was held. */
export const giveLockBackWorkflow = createWorkflow("give-lock-back", (input: HeldLock) => {
  const released = giveLockBack("give-held-lock-back", { key: input.key, ownerId: input.owner })
  return new WorkflowResponse(released)
})
