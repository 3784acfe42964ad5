import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { holdLockWorkflow } from "./hold-lock"
import { lockNotFree } from "./lock-not-free"

export type LocksInOrder = { keys: string[]; ownerId: string; timeout: number; ttl: number; retryInterval?: number }
type Taken = { keys: string[]; ownerId: string }

/** Gives back what `ownerId` holds of `keys` (a key it does not hold is left alone). */
async function giveBack(container: MedusaContainer, { keys, ownerId }: Taken) {
  if (keys.length) await container.resolve(Modules.LOCKING).release(keys, { ownerId })
}

/**
 * Takes `keys` one after the other in sorted order, each with Medusa's acquireLockStep
 * (holdLockWorkflow), within one bounded wait (`timeout`, seconds, for all of them): all of them,
 * or none held and this step failed. So two takers whose lists overlap never hold one key each
 * and wait for the other's: the first of their shared keys decides who goes first.
 *
 * Not acquireLockStep given the list: Medusa's Redis locking provider takes a list's keys all at
 * once (in parallel) and keeps those it got when one is held, and acquireLockStep retries the whole
 * list holding them, so two lists that share two keys can each hold one and wait for each other
 * until their waits run out (docs/checkout-completion.md, B2). Configure a name with `.config({ name })`:
 * a failure of the step is a wait that ran out (`failedTakingLock`), its error the shop's `lockNotFree`.
 */
export const takeLocksInOrderStep = createStep(
  "take-locks-in-order",
  async (input: LocksInOrder, { container }) => {
    const deadline = Date.now() + input.timeout * 1000
    const taken: Taken = { keys: [], ownerId: input.ownerId }
    for (const key of [...new Set(input.keys)].sort()) {
      const { errors } = await holdLockWorkflow(container).run({
        input: {
          key,
          owner: input.ownerId,
          timeout: Math.max(deadline - Date.now(), 0) / 1000,
          ttl: input.ttl,
          retryInterval: input.retryInterval,
        },
        throwOnError: false,
      })
      if (errors.length) {
        // a failed step is not undone by Medusa (B2): what it took goes back here
        await giveBack(container, taken)
        throw lockNotFree(key)
      }
      taken.keys.push(key)
    }
    return new StepResponse(taken, taken)
  },
  async (taken, { container }) => {
    if (taken) await giveBack(container, taken)
  },
)
