import { useMutation } from "@tanstack/react-query"
import { submitForm } from "~/lib/form"
import { formMessage, FormRefusal, refusalMessage, SOMETHING_WRONG } from "~/lib/form-message"
import { useStoreConnection } from "~/lib/store-connection"

/** The words for a refusal whose body names none (shown on an English page; the others say it by its kind). */
export const STATUS_TEXT: Record<number, string> = { 403: "Forbidden", 429: "Too Many Requests" }
/** A refused link: the backend says so with a 400. */
const LINK_KINDS = { invalid_data: "newsletter.confirm.invalidLink" }

/** Takes an address off the list with the signed token of the welcome email's link. */
export function useUnsubscribeFromNewsletter() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await submitForm(connection, "/store/newsletter-subscriptions/unsubscribe", { token }).catch((error: unknown) => {
        console.error("Unsubscribe not sent:", error)
        throw new FormRefusal(formMessage(SOMETHING_WRONG))
      })
      if (!answer.ok)
        throw new FormRefusal(refusalMessage(answer, SOMETHING_WRONG, { kinds: { invalid_data: "newsletter.unsubscribe.invalidLink" } }))
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
        throw new FormRefusal(formMessage(SOMETHING_WRONG))
      })
      if (!answer.ok)
        throw new FormRefusal(
          refusalMessage(answer, SOMETHING_WRONG, {
            kinds: LINK_KINDS,
            english: answer.fieldErrors.token ?? answer.message ?? STATUS_TEXT[answer.status],
          }),
        )
    },
  })
}
