import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ManagedSubscriptionAnswer } from "order-summary/store-api"
import { callStore } from "~/lib/store-client"
import type { StoreRefusal } from "~/lib/store-refusal"
import { useStoreConnection } from "~/lib/store-connection"
import type { SubscriptionAction } from "./types"

const subscriptionKey = (token: string | null) => ["managed-subscription", token] as const

/**
 * A refusal: the link is not valid (404), or the action is not possible now (409...) in the shop's
 * words, shown as they are; an empty text for a failure the shop did not word, which the page words.
 */
export class SubscriptionRefusal extends Error {
  constructor(
    message: string,
    readonly invalidLink: boolean,
  ) {
    super(message)
  }
}

const refusalOf = ({ status, message }: StoreRefusal) =>
  status === 404 ? new SubscriptionRefusal("", true) : new SubscriptionRefusal(message && status < 500 ? message : "", false)

/** The subscription the signed link of an e-mail names; fails with an invalid link's refusal for a link the shop refuses. */
export function useManagedSubscription(token: string | null) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: connection
      ? async () => {
          const answer = await callStore<ManagedSubscriptionAnswer>(connection, "/store/subscriptions/manage", {
            query: { token: token ?? undefined },
          }).catch(() => {
            throw new SubscriptionRefusal("", false)
          })
          if (!answer.ok) throw refusalOf(answer)
          return answer.body.subscription
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
      if (!connection) throw new SubscriptionRefusal("", false)
      const answer = await callStore<ManagedSubscriptionAnswer>(connection, "/store/subscriptions/manage", {
        body: { token, action },
      }).catch(() => {
        throw new SubscriptionRefusal("", false)
      })
      if (!answer.ok) throw refusalOf(answer)
      return answer.body.subscription
    },
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey(token), subscription),
    // refused because the subscription changed meanwhile (another tab, the seller): show it as it is now
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKey(token) }),
  })
}
