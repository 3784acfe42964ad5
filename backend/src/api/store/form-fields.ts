import { z } from "@medusajs/framework/zod"

/**
 * A trimmed text field of a public form: `required` when missing or blank, bounded in length.
 * The texts are the spec's, so the storefront shows them under its fields unchanged.
 */
export function formText({ label, required, max }: { label: string; required: string; max: number }) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
}

/** An email address as the shop stores it: trimmed, of a real shape, at most 254 characters. */
export function formEmail({ required, invalid }: { required: string; invalid: string }) {
  return formText({ label: "Email address", required, max: 254 }).regex(z.regexes.email, invalid)
}
