import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { adminPageUrl } from "../../../lib/admin-links"
import { sellerNotices } from "../../../lib/seller-notices"
import { sendNoticesKeepingFailures } from "../../../lib/send-notices"

type Review = { id: string; rating: number; title: string; display_name: string; product_id: string }

/**
 * The seller hears of a review waiting for her approval (the admin's feed and the shop's e-mail).
 * The review is stored already: a failed e-mail is sent again by the retry job and undoes nothing.
 * No compensation: a sent e-mail cannot be taken back.
 */
export const tellSellerOfReviewStep = createStep("tell-seller-of-review", async ({ review }: { review: Review }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "product", fields: ["title"], filters: { id: review.product_id } })
  const product = data[0]?.title ?? "a product"
  const notices = sellerNotices({
    key: `review-pending:${review.id}`,
    title: `Review to approve: ${review.rating}/5 for ${product}`,
    lines: [`${review.display_name} wrote "${review.title}". It shows in the shop once you approve it.`],
    link: { text: "Open the reviews waiting in the admin", url: adminPageUrl("reviews") },
    resource: { id: review.id, type: "review" },
  })
  await sendNoticesKeepingFailures(container, notices)
  return new StepResponse(notices.length)
})
