import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AccountAnswer, AccountNewsletterAnswer, SignInCodeAnswer, SignInLinkAnswer } from "order-summary/store-api"
import { useT } from "~/i18n/i18n"
import { isSignedIn } from "~/lib/customer-session"
import { callStore } from "~/lib/store-client"
import { useStoreConnection, type StoreConnection } from "~/lib/store-connection"
import type { SubscriptionAction } from "./types"

const accountKey = ["account"] as const

/**
 * A refusal of the account's backend, with its text (and field errors) to show as they are; an empty
 * text for a failure the backend did not word (unreachable, a 5xx), which the page words in its language.
 */
export class AccountRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** The account's calls carry the session cookie (HttpOnly, set by the backend) and, while signing in, the token. */
async function callAccount<T>(
  connection: StoreConnection | null,
  path: string,
  {
    method = "GET",
    body,
    token,
    cookies = "include",
  }: { method?: "GET" | "POST" | "DELETE"; body?: unknown; token?: string; cookies?: RequestCredentials } = {},
): Promise<T> {
  if (!connection) throw new AccountRefusal("", 0)
  const answer = await callStore<T>(connection, path, { method, body, token, credentials: cookies }).catch(() => {
    throw new AccountRefusal("", 0)
  })
  if (!answer.ok) {
    throw new AccountRefusal(answer.message && answer.status < 500 ? answer.message : "", answer.status, answer.fieldErrors)
  }
  if (!answer.body) throw new AccountRefusal("", answer.status)
  return answer.body
}

/** Asks for a sign-in code by e-mail; answers the shop's message (the same for every address). */
export function useRequestCode() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: (email: string) =>
      callAccount<SignInCodeAnswer>(connection, "/store/account/sign-in-codes", { method: "POST", body: { email } }),
  })
}

/**
 * Signs in with the code (or the e-mail's link): Medusa's login with the shop's code provider, the
 * account opened, the token renewed (it then names the customer) and made the customer's session cookie.
 */
export function useSignIn() {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (attempt: { email: string; code: string } | { token: string }) => {
      const { token } = await callAccount<{ token: string }>(connection, "/auth/customer/email-code", { method: "POST", body: attempt })
      await callAccount(connection, "/store/account", { method: "POST", token })
      // without cookies: Medusa's session (the seller's admin, in this browser perhaps) is not this shopper's
      const renewed = await callAccount<{ token: string }>(connection, "/auth/token/refresh", { method: "POST", token, cookies: "omit" })
      await callAccount(connection, "/store/account/session", { method: "POST", token: renewed.token })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  })
}

/** Whom the e-mail's sign-in link is for (masked, "m…@example.com"): asked before it signs anyone in. */
export function useSignInLink(token: string | null) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["account", "sign-in-link", token],
    queryFn:
      connection && token
        ? async () =>
            (
              await callAccount<SignInLinkAnswer>(connection, `/store/account/sign-in-link?token=${encodeURIComponent(token)}`, {
                cookies: "omit",
              })
            ).email_hint
        : skipToken,
    retry: false,
    staleTime: Infinity,
  })
}

/** The signed-in customer's account; null when nobody is signed in. */
export function useAccount() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: accountKey,
    queryFn: async () => {
      try {
        if (!connection || !(await isSignedIn(connection))) return null
        return (await callAccount<AccountAnswer>(connection, "/store/account/me")).account
      } catch (error) {
        if (error instanceof AccountRefusal && error.status === 401) return null
        throw error
      }
    },
    enabled: connection !== null,
    retry: false,
  })
}

/** A change in the account; the account is read again after it. */
function useAccountChange<Input>(call: (connection: StoreConnection | null, input: Input) => Promise<unknown>) {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => call(connection, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  })
}

export const useChangeAccountSubscription = () =>
  useAccountChange((connection, { id, action }: { id: string; action: SubscriptionAction }) =>
    callAccount(connection, `/store/account/me/subscriptions/${encodeURIComponent(id)}`, { method: "POST", body: { action } }),
  )

export const useChangeSubscriptionAddress = () =>
  useAccountChange((connection, { id, address }: { id: string; address: Record<string, string> }) =>
    callAccount(connection, `/store/account/me/subscriptions/${encodeURIComponent(id)}/address`, { method: "POST", body: address }),
  )

export const useSaveAddress = () =>
  useAccountChange((connection, address: Record<string, string>) =>
    callAccount(connection, "/store/account/me/addresses", { method: "POST", body: address }),
  )

export const useRemoveAddress = () =>
  useAccountChange((connection, id: string) =>
    callAccount(connection, `/store/account/me/addresses/${encodeURIComponent(id)}`, { method: "DELETE" }),
  )

export const useNewsletterConsent = () =>
  useAccountChange((connection, subscribed: boolean) =>
    callAccount<AccountNewsletterAnswer>(connection, "/store/account/me/newsletter", { method: "POST", body: { subscribed } }),
  )

export const useDeleteAccount = () =>
  useAccountChange((connection, confirm: string) => callAccount(connection, "/store/account/me", { method: "DELETE", body: { confirm } }))

export const useSignOut = () =>
  useAccountChange((connection, everywhere: boolean) =>
    everywhere
      ? callAccount(connection, "/store/account/me/sign-out-everywhere", { method: "POST" })
      : callAccount(connection, "/store/account/session", { method: "DELETE" }),
  )

/** "Download my data": the account's JSON file, saved by the browser. */
export function useDownloadData() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async () => {
      const data = await callAccount<object>(connection, "/store/account/me/data")
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }))
      const link = document.createElement("a")
      link.href = url
      link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
  })
}

/** The field errors of a refusal (400 with `errors`), none for anything else. */
export const fieldErrorsOf = (error: Error | null): Record<string, string> => (error instanceof AccountRefusal ? error.fieldErrors : {})

/** What the page says of a failure: the backend's words, else "Something went wrong" in the page's language. */
export function useRefusalText(): (error: Error | null) => string {
  const t = useT()
  return (error) => error?.message || t("account.failed")
}
