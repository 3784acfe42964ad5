import { container } from "@medusajs/framework"
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

/**
 * Medusa's Locking Module as Medusa's lock steps use it, whose `acquire` fails with the shop's typed
 * error (lockNotFree, Medusa's own error as its `cause`) for a held key: it takes no lock of its
 * own, it hands each call on.
 */
function typedLocking(medusaLocking: ILockingModule): ILockingModule {
  return {
    execute: (keys, job, args, context) => medusaLocking.execute(keys, job, args, context),
    acquire: async (keys, args, context) => {
      try {
        await medusaLocking.acquire(keys, args, context)
      } catch (error) {
        throw isHeldKey(error) ? Object.assign(lockNotFree(keys), { cause: error }) : error
      }
    },
    release: (keys, args, context) => medusaLocking.release(keys, args, context),
    releaseAll: (args, context) => medusaLocking.releaseAll(args, context),
  }
}

let typed = false

/**
 * Every lock taken while the API answers, in Medusa's workflows (its cart lock in addToCartWorkflow
 * and the others, which its routes run through the Workflow Engine module with the app's container)
 * and in the shop's, is taken by Medusa's acquireLockStep, which resolves the Locking Module from
 * the container at each try. Registered once in the app's container as typedLocking, before the
 * first request's route runs, a wait that ran out reaches the error handler as the shop's typed
 * error, its 409, whichever provider is configured.
 */
export function typeLockFailures(_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!typed) {
    container.register(Modules.LOCKING, asValue(typedLocking(container.resolve<ILockingModule>(Modules.LOCKING))))
    typed = true
  }
  next()
}
