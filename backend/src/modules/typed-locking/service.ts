import type { ILockingProvider } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { lockNotFree } from "../../workflows/locking/lock-not-free"
import { LOCK_STORE } from "./lock-store"

type Keys = string | string[]

/**
 * A failure to take keys that is a MedusaError CONFLICT: with Redis, Medusa's provider's only sign of
 * a key another holds (its `acquire` fails so at once, its `execute` when its wait ran out; Redis's
 * own failures, a lost connection, are Redis's errors); in memory, the same (in-memory.ts). One
 * case reads the same and is not a held key: on Redis, an `execute` whose wait ran out because Redis
 * did not answer meanwhile (Medusa's provider tells the two apart in no way; redis-gate.ts answers
 * 503 while Redis is known down).
 */
const isHeldKey = (error: unknown) => MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.CONFLICT

const typed = (keys: Keys, error: unknown) => (isHeldKey(error) ? Object.assign(lockNotFree(keys), { cause: error }) : error)

/**
 * The shop's Locking Module provider, the default in medusa-config.ts: every lock the app takes,
 * Medusa's (its workflows' acquireLockStep, its inventory steps' `execute`) and the shop's, goes
 * through it. It keeps the locks with Medusa's Redis provider when REDIS_URL is set (`redisUrl`), so
 * every server shares them, else in this process's memory as Medusa's in-memory provider does. A key
 * another holds fails with the shop's typed error, `lockNotFree` (Medusa's own error as its `cause`),
 * so the API answers 409 by its code (api/error-handler.ts): at once from `acquire` (acquireLockStep
 * tries again until its wait runs out and then throws the last failure), from `execute` when its
 * wait ran out. Every other failure, a failure of the job `execute` runs among them, is handed on as
 * it came.
 */
export default class TypedLockingProvider implements ILockingProvider {
  static identifier = "typed-locking"

  private readonly locks: ILockingProvider

  /** The store the provider's loader chose (lock-store.ts). */
  constructor(cradle: Record<string, unknown>) {
    this.locks = cradle[LOCK_STORE] as ILockingProvider
  }

  async execute<T>(keys: Keys, job: (signal?: AbortSignal) => Promise<T>, args?: { timeout?: number; expire?: number }): Promise<T> {
    let running = false
    try {
      return await this.locks.execute(
        keys,
        (signal) => {
          running = true
          return job(signal)
        },
        args,
      )
    } catch (error) {
      // once the job runs, the keys were taken: what fails then (the job, a lease lost on Redis) is no held key
      throw running ? error : typed(keys, error)
    }
  }

  async acquire(keys: Keys, args?: { ownerId?: string | null; expire?: number }): Promise<void> {
    try {
      await this.locks.acquire(keys, args)
    } catch (error) {
      throw typed(keys, error)
    }
  }

  release(keys: Keys, args?: { ownerId?: string | null }): Promise<boolean> {
    return this.locks.release(keys, args)
  }

  releaseAll(args?: { ownerId?: string | null }): Promise<void> {
    return this.locks.releaseAll(args)
  }
}
