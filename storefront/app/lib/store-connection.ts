import { createContext, useContext } from "react"

/** What the browser needs to call the Medusa Store API. All of it is public. */
export type StoreConnection = {
  backendUrl: string
  publishableKey: string
  regionId: string
}

export const StoreConnectionContext = createContext<StoreConnection | null>(null)

/** The Store API connection, or null when the backend could not be reached while rendering. */
export function useStoreConnection(): StoreConnection | null {
  return useContext(StoreConnectionContext)
}
