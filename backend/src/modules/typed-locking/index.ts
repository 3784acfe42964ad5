import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { loadLockStore } from "./lock-store"
import TypedLockingProvider from "./service"

export default ModuleProvider(Modules.LOCKING, { services: [TypedLockingProvider], loaders: [loadLockStore] })
