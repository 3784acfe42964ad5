import * as z from "zod/mini"

const RATING_REQUIRED = "Choose a rating from 1 to 5 stars"

const text = (required: string, label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, `${label} must be at most ${max} characters`))

/** The review form's rules; the backend checks the same again. */
export const reviewSchema = z.object({
  rating: z.int(RATING_REQUIRED).check(z.gte(1, RATING_REQUIRED), z.lte(5, RATING_REQUIRED)),
  title: text("Title is required", "Title", 120),
  text: text("Review is required", "Review", 5000),
  display_name: text("Name is required", "Name", 60),
})

export type ReviewValues = z.infer<typeof reviewSchema>
export type ReviewField = keyof ReviewValues
