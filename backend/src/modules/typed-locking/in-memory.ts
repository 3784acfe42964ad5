import type { ILockingProvider } from "@medusajs/framework/types"
import { isDefined, MedusaError } from "@medusajs/framework/utils"
import { randomUUID } from "node:crypto"

type Lock = { ownerId: string | null; expiration: number | null; released: Promise<void>; release: () => void }
type Cancellation = { cancelled: boolean }

/** Medusa's in-memory provider's wait of `execute` for its keys (seconds), when none is given. */
const EXECUTE_TIMEOUT = 5

const heldKey = (key: string) => new MedusaError(MedusaError.Types.CONFLICT, `Failed to acquire lock for key "${key}"`)

/**
 * The locks of one process, as Medusa's in-memory Locking Module provider keeps them (its
 * InMemoryLockingProvider in @medusajs/locking, not exported by the package), with the same waits:
 * - `acquire` takes the keys one after the other and fails at once at the first held by another
 *   (keeping those it took before it); a key without owner can be taken by no one until it is
 *   released or expires; its holder taking it again renews its expiry (`expire`, seconds; none: held
 *   until released);
 * - `execute` waits for its keys in the queue of their holders' releases for `timeout` seconds (at
 *   least 1, 5 when none is given), holds them while the job runs and releases them after;
 * - `release` without an owner frees any holder's key, `releaseAll` without one every key.
 * One difference: a held key and a wait that ran out fail with a MedusaError CONFLICT (Medusa's
 * Redis provider's failure, same words), not Medusa's in-memory provider's plain Error, so the shop's
 * provider reads both kinds of locks by one rule (service.ts).
 */
export class InMemoryLocks implements ILockingProvider {
  private readonly locks = new Map<string, Lock>()

  private newLock(ownerId: string | null | undefined, expire: number | undefined, now: number): Lock {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    return { ownerId: ownerId ?? null, expiration: expire ? now + expire * 1000 : null, released, release }
  }

  async execute<T>(keys: string | string[], job: () => Promise<T>, args?: { timeout?: number }): Promise<T> {
    const timeout = Math.max(args?.timeout ?? EXECUTE_TIMEOUT, 1)
    const timeoutSeconds = Number.isNaN(timeout) ? 1 : timeout
    // unique per call, so the release below can only free what this call took
    const ownerId = `execute:${randomUUID()}`
    const cancellation: Cancellation = { cancelled: false }
    const acquisition = this.take(keys, { ownerId, awaitQueue: true }, cancellation)
    try {
      await Promise.race([acquisition, this.timeout(timeoutSeconds, cancellation)])
    } catch (error) {
      // the queued acquisition may still take the keys in the tick the wait runs out: nothing expires them
      void acquisition.then(
        () => this.release(keys, { ownerId }),
        () => {},
      )
      throw error
    }
    try {
      return await job()
    } finally {
      await this.release(keys, { ownerId })
    }
  }

  async acquire(keys: string | string[], args?: { ownerId?: string | null; expire?: number }): Promise<void> {
    return this.take(keys, args)
  }

  private async take(
    keys: string | string[],
    args?: { ownerId?: string | null; expire?: number; awaitQueue?: boolean },
    cancellation?: Cancellation,
  ): Promise<void> {
    const { ownerId, expire } = args ?? {}
    for (const key of [keys].flat()) {
      const lock = this.locks.get(key)
      const now = Date.now()
      if (!lock) {
        this.locks.set(key, this.newLock(ownerId, expire, now))
        continue
      }
      if (lock.expiration && lock.expiration <= now) {
        lock.release()
        this.locks.set(key, this.newLock(ownerId, expire, now))
        continue
      }
      if (lock.ownerId !== null && lock.ownerId === ownerId) {
        if (expire) lock.expiration = now + expire * 1000
        continue
      }
      if (args?.awaitQueue) {
        await lock.released
        // the wait ran out meanwhile: execute has failed already, nothing more is taken
        if (cancellation?.cancelled) return
        return this.take(keys, args, cancellation)
      }
      throw heldKey(key)
    }
  }

  async release(keys: string | string[], args?: { ownerId?: string | null }): Promise<boolean> {
    const ownerId = args?.ownerId
    let success = true
    for (const key of [keys].flat()) {
      const lock = this.locks.get(key)
      if (!lock || (isDefined(ownerId) && lock.ownerId !== ownerId)) {
        success = false
        continue
      }
      lock.release()
      this.locks.delete(key)
    }
    return success
  }

  async releaseAll(args?: { ownerId?: string | null }): Promise<void> {
    const ownerId = args?.ownerId
    for (const [key, lock] of this.locks.entries()) {
      if (isDefined(ownerId) && lock.ownerId !== ownerId) continue
      lock.release()
      this.locks.delete(key)
    }
  }

  private timeout(seconds: number, cancellation: Cancellation): Promise<never> {
    return new Promise((_, reject) => {
      setTimeout(() => {
        cancellation.cancelled = true
        reject(new MedusaError(MedusaError.Types.CONFLICT, "Timed-out acquiring lock."))
      }, seconds * 1000).unref()
    })
  }
}
