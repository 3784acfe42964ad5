import { useMutation } from "@tanstack/react-query"
import { submitForm } from "~/lib/form"
import { useStoreConnection } from "~/lib/store-connection"
import type { NewsletterSignup } from "./schema"

export const FALLBACK_ERROR = "Something went wrong. Please try again."
const STATUS_TEXT: Record<number, string> = { 403: "Forbidden", 429: "Too Many Requests" }

/** Subscribes an address; fails with the backend's own message when it gives one. */
export function useSubscribeToNewsletter() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async (signup: NewsletterSignup & { website?: string }) => {
      const answer = await submitForm(connection, "/store/newsletter-subscriptions", signup).catch((error: unknown) => {
        console.error("Newsletter signup not sent:", error)
        throw new Error(FALLBACK_ERROR)
      })
      if (!answer.ok) {
        throw new Error(answer.fieldErrors.email ?? answer.message ?? STATUS_TEXT[answer.status] ?? FALLBACK_ERROR)
      }
    },
  })
}

/** Takes an address off the list with the signed token of the welcome email's link. */
export function useUnsubscribeFromNewsletter() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await submitForm(connection, "/store/newsletter-subscriptions/unsubscribe", { token }).catch((error: unknown) => {
        console.error("Unsubscribe not sent:", error)
        throw new Error(FALLBACK_ERROR)
      })
      if (!answer.ok) throw new Error(answer.message ?? FALLBACK_ERROR)
    },
  })
}

/** Confirms a sign-up (double opt-in) with the signed token of the confirmation email's link. */
export function useConfirmNewsletterSubscription() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await submitForm(connection, "/store/newsletter-subscriptions/confirm", { token }).catch((error: unknown) => {
        console.error("Confirmation not sent:", error)
        throw new Error(FALLBACK_ERROR)
      })
      if (!answer.ok) throw new Error(answer.fieldErrors.token ?? answer.message ?? STATUS_TEXT[answer.status] ?? FALLBACK_ERROR)
    },
  })
}
