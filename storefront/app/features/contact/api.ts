import { useMutation } from "@tanstack/react-query"
import { submitForm } from "~/lib/form"
import { useStoreConnection } from "~/lib/store-connection"
import type { ContactMessage } from "./schema"

/** Sends a contact message to the backend, which stores it and forwards it to the team. */
export function useSendContactMessage() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: (message: ContactMessage & { website?: string }) => submitForm(connection, "/store/contact-messages", message),
    onError: (error) => console.error("Contact message not sent:", error),
  })
}
