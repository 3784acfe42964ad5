import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createReviewStep, type ReviewContent } from "./steps/create-review"
import { resolveReviewableLineStep } from "./steps/resolve-reviewable-line"
import { tellSellerOfReviewStep } from "./steps/tell-seller-of-review"

export type CreateReviewInput = ReviewContent & { token: string }

/** A buyer's review from the link of their order: checked against the order, stored as pending, and the seller told. */
export const createReviewWorkflow = createWorkflow("create-review", (input: CreateReviewInput) => {
  const line = resolveReviewableLineStep({ token: input.token })
  const content = transform({ input }, ({ input: { token: _token, ...content } }) => content)
  const review = createReviewStep({ line, content })
  tellSellerOfReviewStep({ review })
  return new WorkflowResponse(review)
})

/** What the review form shows before the buyer writes: the product, and whether it is reviewed already. */
export const getReviewableLineWorkflow = createWorkflow("get-reviewable-line", (input: { token: string }) => {
  return new WorkflowResponse(resolveReviewableLineStep(input))
})
