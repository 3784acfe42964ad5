import { asValue } from "@medusajs/framework/awilix"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ILockingModule } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { lockNotFree } from "../workflows/locking/lock-not-free"

/**
 * Whether a failure of the Locking Module's `acquire` is a key another holds. Its providers fail so
 * in two ways (node_modules/@medusajs/locking*, docs/checkout-completion.md B9): Redis's (with
 * REDIS_URL, medusa-config.ts) with a MedusaError CONFLICT, its other failures being Redis's own; the
 * in-memory one (without) with a plain Error, the only way it fails (its locks are a map in this
 * process's memory).
 */
const isHeldKey = (error: unknown) =>
  !settings.REDIS_URL || (MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.CONFLICT)

/** The Locking Module whose `acquire` fails with the shop's typed error (lockNotFree) for a held key. */
function typedLocking(locking: ILockingModule): ILockingModule {
  return {
    execute: (keys, job, args, context) => locking.execute(keys, job, args, context),
    acquire: async (keys, args, context) => {
      try {
        await locking.acquire(keys, args, context)
      } catch (error) {
        throw isHeldKey(error) ? lockNotFree(keys) : error
      }
    },
    release: (keys, args, context) => locking.release(keys, args, context),
    releaseAll: (args, context) => locking.releaseAll(args, context),
  }
}

/**
 * Every lock a request takes, in Medusa's workflows (its cart lock in addToCartWorkflow and the
 * others) and in the shop's, is taken by Medusa's acquireLockStep through the Locking Module of the
 * request's container (`req.scope`, which the workflows run with). Given here as typedLocking for
 * this request, a wait that ran out reaches the error handler as the shop's typed error, the 409,
 * whichever provider is configured. Once per request, before any route runs.
 */
export function typeLockFailures(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const locking = req.scope.resolve<ILockingModule>(Modules.LOCKING)
  req.scope.register(Modules.LOCKING, asValue(typedLocking(locking)))
  next()
}
