import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { fieldKey, formText } from "~/lib/form-fields"

const RATING = FORM_FIELDS.review.rating
const RATING_INVALID = fieldKey("review", "rating", "invalid")

/** The review form's rules; the backend checks the same again. */
export const reviewSchema = z.object({
  rating: z.int(RATING_INVALID).check(z.gte(RATING.min, RATING_INVALID), z.lte(RATING.max, RATING_INVALID)),
  title: formText("review", "title"),
  text: formText("review", "text"),
  display_name: formText("review", "display_name"),
})

export type ReviewValues = z.infer<typeof reviewSchema>
export type ReviewField = keyof ReviewValues
