import { useMutation } from "@tanstack/react-query"
import { submitForm } from "~/lib/form"
import { useStoreConnection } from "~/lib/store-connection"

export const FALLBACK_ERROR = "Something went wrong. Please try again."
/** The words for a refusal whose body names none. */
export const STATUS_TEXT: Record<number, string> = { 403: "Forbidden", 429: "Too Many Requests" }

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
