import { createContext, useContext } from "react"

/** What the browser needs to call the Medusa Store API. All of it is public. */
export type StoreConnection = {
  backendUrl: string
  publishableKey: string
  regionId: string
  /** the page's language, which every Store API call carries (store-client.ts): products come translated, a cart takes it */
  locale: string
}

export const StoreConnectionContext = createContext<StoreConnection | null>(null)

/** The Store API connection, or null when the backend could not be reached while rendering. */
export function useStoreConnection(): StoreConnection | null {
  return useContext(StoreConnectionContext)
}
