import { MedusaError } from "@medusajs/framework/utils"

/**
 * The code of the shop's error for a lock that another holder kept past the wait: the API answers
 * it 409, the request may be tried again in a moment (api/error-handler.ts). Raised where a lock is
 * taken (takeLocksInOrderStep, and the shop's Locking Module provider: modules/typed-locking), so what
 * failed is told by the error's type and code, never by its wording.
 */
export const LOCK_NOT_FREE = "lock_not_free"

export const lockNotFree = (keys: string | string[]) =>
  new MedusaError(MedusaError.Types.CONFLICT, `The lock on "${[keys].flat().join('", "')}" was not free within the wait`, LOCK_NOT_FREE)

/** Whether an error (thrown, or as a workflow hands it on: serialized) is a lock not free within the wait. */
export const isLockNotFree = (error: unknown): boolean =>
  typeof error === "object" && error !== null && MedusaError.isMedusaError(error) && (error as MedusaError).code === LOCK_NOT_FREE
