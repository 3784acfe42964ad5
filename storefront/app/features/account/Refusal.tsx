import { useT } from "~/i18n/i18n"
import { useFormText } from "~/lib/form-message"
import type { RouteForm } from "~/lib/route-form"

/**
 * A form's refusal above it, unless its fields show it: in the page's language (the backend's words on
 * an English page), or "Something went wrong" for a failure the backend did not word.
 */
export function Refusal<Data>({ form }: { form: RouteForm<Data> }) {
  const t = useT()
  const text = useFormText()
  if (!form.answer || form.answer.ok || Object.keys(form.answer.errors).length > 0) return null
  return (
    <p className="alert alert--error" role="alert">
      {text(form.answer.message) || t("account.failed")}
    </p>
  )
}
