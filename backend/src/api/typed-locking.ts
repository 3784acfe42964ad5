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

let typed = false

/**
 * Every lock taken while the API answers, in Medusa's workflows (its cart lock in addToCartWorkflow
 * and the others, which its routes run through the Workflow Engine module, in a container of the
 * engine's own) and in the shop's, is taken by Medusa's acquireLockStep through the one Locking
 * Module service of the app. At the first request, before its route runs, that service's `acquire`
 * is given the shop's typing: a held key fails with lockNotFree (Medusa's own error as its `cause`),
 * any other failure as it was. It takes no lock of its own; it hands each call on. So a wait that
 * ran out reaches the error handler as the shop's typed error, its 409, whichever provider is
 * configured and whichever container the workflow runs with.
 */
export function typeLockFailures(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!typed) {
    const medusaLocking = req.scope.resolve<ILockingModule>(Modules.LOCKING)
    const medusaAcquire = medusaLocking.acquire.bind(medusaLocking)
    medusaLocking.acquire = async (keys, args, context) => {
      try {
        await medusaAcquire(keys, args, context)
      } catch (error) {
        throw isHeldKey(error) ? Object.assign(lockNotFree(keys), { cause: error }) : error
      }
    }
    typed = true
  }
  next()
}
