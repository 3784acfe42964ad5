import { useT } from "~/i18n/i18n"
import type { RouteForm } from "~/lib/route-form"

/**
 * A form's refusal above it, unless its fields show it: the backend's words, or "Something went
 * wrong" in the page's language for a failure the backend did not word.
 */
export function Refusal<Data>({ form }: { form: RouteForm<Data> }) {
  const t = useT()
  if (!form.answer || form.answer.ok || Object.keys(form.answer.errors).length > 0) return null
  return (
    <p className="alert alert--error" role="alert">
      {form.answer.message || t("account.failed")}
    </p>
  )
}
