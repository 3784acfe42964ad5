import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { formText } from "~/lib/form-fields"

const FIELDS = FORM_FIELDS.review

/** The review form's rules; the backend checks the same again. */
export const reviewSchema = z.object({
  rating: z
    .int(FIELDS.rating.invalid)
    .check(z.gte(FIELDS.rating.min, FIELDS.rating.invalid), z.lte(FIELDS.rating.max, FIELDS.rating.invalid)),
  title: formText(FIELDS.title),
  text: formText(FIELDS.text),
  display_name: formText(FIELDS.display_name),
})

export type ReviewValues = z.infer<typeof reviewSchema>
export type ReviewField = keyof ReviewValues
