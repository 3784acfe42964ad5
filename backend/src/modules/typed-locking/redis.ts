import type { ILockingProvider, ModuleProviderLoaderFunction } from "@medusajs/framework/types"
import medusaRedisLocking from "@medusajs/medusa/locking-redis"

/**
 * Medusa's Redis Locking Module provider, as its package exports it (the module provider of
 * `@medusajs/medusa/locking-redis`, the package's main): its service class, which
 * keeps the locks in Redis, and its loader, which connects to Redis (`redisUrl`) and registers the
 * connection (`redisClient`) and the keys' prefix for the class. The package has no other export
 * (no `exports` map; its main is this provider).
 */
export const [MedusaRedisLocking] = medusaRedisLocking.services as (new (
  cradle: Record<string, unknown>,
  options: Record<string, unknown>,
) => ILockingProvider)[]

export const [connectMedusaRedisLocking] = (medusaRedisLocking.loaders ?? []) as ModuleProviderLoaderFunction[]
