import { useQuery } from "@tanstack/react-query"
import type { ShippingDetails } from "~/lib/cart"
import { useStoreConnection } from "~/lib/store-connection"

type AccountAddress = Partial<Record<Exclude<keyof ShippingDetails, "email">, string | null>>

/**
 * What a signed-in shopper's account fills in at checkout: the address and the first saved address
 * (null for a guest: the checkout stays as it is). Read with the account's session cookie.
 */
export function useAccountShippingDetails() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["account", "shipping-details"],
    queryFn: async (): Promise<Partial<ShippingDetails> | null> => {
      const response = await fetch(`${connection!.backendUrl}/store/account/me`, {
        credentials: "include",
        headers: { "x-publishable-api-key": connection!.publishableKey },
      })
      if (!response.ok) return null
      const { account } = (await response.json()) as { account: { customer: { email: string }; addresses: AccountAddress[] } }
      const [address] = account.addresses
      const filled = Object.fromEntries(Object.entries(address ?? {}).filter(([field, value]) => field !== "id" && typeof value === "string" && value !== ""))
      return { email: account.customer.email, ...filled }
    },
    enabled: connection !== null,
    retry: false,
    staleTime: Infinity,
  })
}
