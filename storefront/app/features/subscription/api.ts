import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { isJsonObject } from "~/lib/json"
import { browserStore, postToStore } from "~/lib/medusa.client"
import { statusOf } from "~/lib/request-status"
import { useStoreConnection } from "~/lib/store-connection"
import { INVALID_LINK, SUBSCRIPTION_FALLBACK_ERROR } from "./rules"
import type { ManagedSubscription, SubscriptionAction } from "./types"

const subscriptionKey = (token: string | null) => ["managed-subscription", token] as const

/** A refusal the page shows as it is: the link is not valid (404), or the action is not possible now (409...). */
export class SubscriptionRefusal extends Error {
  constructor(
    message: string,
    readonly invalidLink: boolean,
  ) {
    super(message)
  }
}

const refusalOf = (status: number | undefined, message: unknown) =>
  status === 404
    ? new SubscriptionRefusal(INVALID_LINK, true)
    : new SubscriptionRefusal(
        typeof message === "string" && message && status !== undefined && status < 500 ? message : SUBSCRIPTION_FALLBACK_ERROR,
        false,
      )

/** The subscription the signed link of an e-mail names; fails with INVALID_LINK for a link the shop refuses. */
export function useManagedSubscription(token: string | null) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: connection
      ? async () => {
          const sdk = await browserStore(connection)
          try {
            const { subscription } = await sdk.client.fetch<{ subscription: ManagedSubscription }>("/store/subscriptions/manage", {
              query: { token },
            })
            return subscription
          } catch (error) {
            throw refusalOf(statusOf(error), error instanceof Error ? error.message : undefined)
          }
        }
      : skipToken,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  })
}

/** Skips, pauses, resumes or cancels; the page then shows the subscription the shop answers with. */
export function useChangeSubscription(token: string) {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: SubscriptionAction) => {
      if (!connection) throw new SubscriptionRefusal(SUBSCRIPTION_FALLBACK_ERROR, false)
      const response = await postToStore(connection, "/store/subscriptions/manage", { token, action }).catch(() => {
        throw new SubscriptionRefusal(SUBSCRIPTION_FALLBACK_ERROR, false)
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok || !isJsonObject(body) || !body.subscription)
        throw refusalOf(response.status, isJsonObject(body) ? body.message : undefined)
      // JSON is untyped: the route answers { subscription: ManagedSubscription }, and it is not checked again in the browser
      return body.subscription as ManagedSubscription
    },
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey(token), subscription),
    // refused because the subscription changed meanwhile (another tab, the seller): show it as it is now
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKey(token) }),
  })
}
