import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isLockNotFree } from "../workflows/locking/lock-not-free"

/**
 * Runs a subscription action; one its status does not allow answers 409 with the action's plain
 * sentence (Medusa's error handler would replace any 409's message with a generic one); a lock
 * held past the wait is left to the shop's error handler (its 409 for every lock).
 */
export async function answeringConflicts<T>(res: MedusaResponse, action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action()
  } catch (error) {
    if (MedusaError.isMedusaError(error) && error.type === MedusaError.Types.CONFLICT && !isLockNotFree(error)) {
      res.status(409).json({ type: "conflict", message: error.message })
      return undefined
    }
    throw error
  }
}
