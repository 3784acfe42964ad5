import { skipToken, useQuery } from "@tanstack/react-query"
import type { AccountAnswer } from "order-summary/store-api"
import type { ShippingDetails } from "~/lib/cart"
import { isSignedIn } from "~/lib/customer-session"
import { callStore } from "~/lib/store-client"
import { useStoreConnection } from "~/lib/store-connection"

/**
 * What a signed-in shopper's account fills in at checkout: the address and the first saved address
 * (null for a guest: the checkout stays as it is). Read with the account's session cookie.
 */
export function useAccountShippingDetails() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["account", "shipping-details"],
    queryFn: connection
      ? async (): Promise<Partial<ShippingDetails> | null> => {
          if (!(await isSignedIn(connection))) return null
          const answer = await callStore<AccountAnswer>(connection, "/store/account/me", { credentials: "include" })
          if (!answer.ok) return null
          const { customer, addresses } = answer.body.account
          const entries = addresses[0] ? Object.entries(addresses[0]) : []
          const filled = Object.fromEntries(
            entries.filter((entry): entry is [string, string] => entry[0] !== "id" && typeof entry[1] === "string" && entry[1] !== ""),
          )
          return { email: customer.email, ...filled }
        }
      : skipToken,
    retry: false,
    staleTime: Infinity,
  })
}
