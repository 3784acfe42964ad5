import { skipToken, useMutation, useQuery } from "@tanstack/react-query"
import { fieldErrorsIn } from "~/lib/form"
import { isJsonObject } from "~/lib/json"
import { browserStore, postToStore } from "~/lib/medusa.client"
import { useStoreConnection } from "~/lib/store-connection"
import type { ContractValues } from "./schema"
import type { ReceivedWithdrawal, WithdrawableOrder, WithdrawalInvitation, WithdrawalRefusal } from "./types"

export const WITHDRAWAL_FALLBACK_ERROR = "Something went wrong. Please try again."

type Answer<T> = { ok: true; data: T } | ({ ok: false } & WithdrawalRefusal)

/** POSTs to a withdrawal route; resolves with the data or the backend's refusal, rejects when unreachable. */
function usePost<Body, Data>(path: string) {
  const connection = useStoreConnection()
  return async (body: Body): Promise<Answer<Data>> => {
    if (!connection) throw new Error("The shop's backend is not reachable")
    const response = await postToStore(connection, path, body)
    const answer: unknown = await response.json().catch(() => null)
    // JSON is untyped: the withdrawal routes answer the Data their caller names, and it is not checked again in the browser
    if (response.ok && answer) return { ok: true, data: answer as Data }
    return {
      ok: false,
      status: response.status,
      message: isJsonObject(answer) && typeof answer.message === "string" ? answer.message : WITHDRAWAL_FALLBACK_ERROR,
      fieldErrors: fieldErrorsIn(answer),
    }
  }
}

/** What identifies the contract: the typed details, or the name and the signed link of the order confirmation. */
export type ContractBody = ContractValues | { name: string; token: string }

/** Step 1: the order the consumer identified, with its items. */
export function useFindWithdrawableOrder() {
  const post = usePost<ContractBody, { order: WithdrawableOrder }>("/store/withdrawals/lookup")
  return useMutation({ mutationFn: post })
}

/** Step 2: the confirmed withdrawal statement. */
export function useConfirmWithdrawal() {
  const post = usePost<ContractBody & { item_ids: string[] }, { withdrawal: ReceivedWithdrawal }>("/store/withdrawals")
  return useMutation({ mutationFn: post })
}

/** The details the signed link of an order confirmation fills in; fails for a link the backend refuses. */
export function useWithdrawalInvitation(token: string | null) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["withdrawal-invitation", token],
    queryFn: connection
      ? async () => {
          const sdk = await browserStore(connection)
          const { invitation } = await sdk.client.fetch<{ invitation: WithdrawalInvitation }>("/store/withdrawals/invitation", { query: { token } })
          return invitation
        }
      : skipToken,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  })
}
