import { Text, clx } from "@medusajs/ui"

/** A failed load or action, in the admin's error colour; nothing when there is none. */
export function ErrorText({ error, className }: { error?: Error | string | null; className?: string }) {
  if (!error) return null
  return (
    <Text size="small" className={clx("text-ui-fg-error", className)}>
      {typeof error === "string" ? error : error.message}
    </Text>
  )
}
