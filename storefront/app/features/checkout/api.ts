import { skipToken, useQuery } from "@tanstack/react-query"
import type { ShippingDetails } from "~/lib/cart"
import { isSignedIn } from "~/lib/customer-session"
import { isJsonObject } from "~/lib/json"
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
          const response = await fetch(`${connection.backendUrl}/store/account/me`, {
            credentials: "include",
            headers: { "x-publishable-api-key": connection.publishableKey },
          })
          if (!response.ok) return null
          const answer: unknown = await response.json()
          const account = isJsonObject(answer) && isJsonObject(answer.account) ? answer.account : null
          if (
            !account ||
            !isJsonObject(account.customer) ||
            typeof account.customer.email !== "string" ||
            !Array.isArray(account.addresses)
          ) {
            throw new Error("The account answered no customer and addresses")
          }
          const addresses: unknown[] = account.addresses
          const [address] = addresses
          const entries = isJsonObject(address) ? Object.entries(address) : []
          const filled = Object.fromEntries(
            entries.filter((entry): entry is [string, string] => entry[0] !== "id" && typeof entry[1] === "string" && entry[1] !== ""),
          )
          return { email: account.customer.email, ...filled }
        }
      : skipToken,
    retry: false,
    staleTime: Infinity,
  })
}
