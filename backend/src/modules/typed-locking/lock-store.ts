import { asValue } from "@medusajs/framework/awilix"
import type { ILockingProvider, ProviderLoaderOptions } from "@medusajs/framework/types"
import { InMemoryLocks } from "./in-memory"
import { connectMedusaRedisLocking, MedusaRedisLocking } from "./redis"

export type TypedLockingOptions = { redisUrl?: string }

/** The registration of the locks' store in the provider's container, for its service. */
export const LOCK_STORE = "typedLockStore"

/**
 * The provider's loader: chooses where the locks are kept from the provider's options (which reach
 * a loader only; a provider's service is given the module's options). With `redisUrl`, Medusa's
 * Redis provider, connected by its own loader and given the module's options as Medusa gives them
 * to it; without, this process's memory.
 */
export async function loadLockStore(loader: ProviderLoaderOptions<TypedLockingOptions>) {
  let store: ILockingProvider
  if (loader.options?.redisUrl) {
    await connectMedusaRedisLocking(loader)
    store = new MedusaRedisLocking(loader.container.cradle, loader.moduleOptions)
  } else {
    store = new InMemoryLocks()
  }
  loader.container.register(LOCK_STORE, asValue(store))
}
