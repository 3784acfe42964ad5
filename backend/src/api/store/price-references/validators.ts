import { z } from "@medusajs/framework/zod"

/** More than the whole catalogue's sizes, fewer than would make one request costly. */
export const MAX_VARIANTS_PER_REQUEST = 250

const VARIANT_IDS_MESSAGE = `variant_ids: 1 to ${MAX_VARIANTS_PER_REQUEST} variant ids, comma-separated or repeated`

/** `variant_ids=a,b` or `variant_ids[]=a&variant_ids[]=b`: a list of Medusa variant ids. */
const variantIds = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^variant_[0-9A-Za-z]{1,64}$/, "variant_ids: not a variant id"),
      { error: VARIANT_IDS_MESSAGE },
    )
    .min(1, VARIANT_IDS_MESSAGE)
    .max(MAX_VARIANTS_PER_REQUEST, VARIANT_IDS_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
)

export const PriceReferencesQuery = z.object({
  region_id: z
    .string({ error: "region_id is required" })
    .trim()
    .regex(/^reg_[0-9A-Za-z]{1,64}$/, "region_id: not a region id"),
  variant_ids: variantIds,
})

export type PriceReferencesParams = z.infer<typeof PriceReferencesQuery>
