import type { HttpTypes } from "@medusajs/types"
import type { AppLoadContext } from "react-router"
import { CART_FIELDS, type Cart } from "~/lib/cart"
import { cartIdFromCookies } from "~/lib/cart-id"
import { acceptedAs, callForShopper, refused, type PostedForm } from "~/lib/form.server"
import { readRegions } from "~/lib/regions.server"
import type { FormMessage } from "~/lib/form-message"
import type { StoreResult } from "~/lib/store-client"
import { DETAILS_ANCHOR, DETAILS_FORM, DETAILS_TEXTS, type DetailsSaved } from "./details-form"
import { detailsFrom, detailsProblems } from "./schema"

const cartPath = (cartId: string, rest = "") => `/store/carts/${encodeURIComponent(cartId)}${rest}`

const cartIn = (answer: StoreResult<HttpTypes.StoreCartResponse>): Cart | null => (answer.ok ? answer.body.cart : null)

/**
 * A refusal of the backend in the shopper's words: for bad details (400) its own message on an
 * English page and ours in the other languages, ours when it failed.
 */
const saveProblem = (answer: StoreResult<unknown>): FormMessage =>
  answer.ok
    ? DETAILS_TEXTS.failed
    : answer.status === 400 && answer.message
      ? { ...DETAILS_TEXTS.failed, english: answer.message }
      : answer.status >= 500
        ? DETAILS_TEXTS.unreachable
        : DETAILS_TEXTS.failed

/**
 * The checkout's details step (the checkout page's action): the e-mail and the shipping address
 * checked, then saved on the shopper's cart (the cart cookie's) from the storefront's server with
 * the Store API calls the browser made before: the cart moved to the region of the address's
 * country, then a shipping method where the cart has none (Medusa re-prices one it has). A refusal
 * answers the details as typed with the text per field; an acceptance the cart as it now is (the
 * page's fetcher), or a redirect to the page's next step (without JavaScript).
 */
export async function saveCheckoutDetails(request: Request, context: AppLoadContext, posted: PostedForm) {
  const details = detailsFrom(posted.values)
  const values = { ...posted.values, country_code: details.country_code }
  const problems = detailsProblems(details)
  if (Object.keys(problems).length > 0) return refused(DETAILS_FORM, values, { errors: problems })
  const cartId = cartIdFromCookies(request.headers.get("cookie"))
  if (!cartId) return refused(DETAILS_FORM, values, { message: DETAILS_TEXTS.failed })
  try {
    const regions = await readRegions(request, context)
    const region = regionOf(regions, details.country_code)
    if (!region) return refused(DETAILS_FORM, values, { message: saveProblem(regions), status: regions.ok ? 400 : 502 })
    const { email, ...address } = details
    const updated = await callForShopper<HttpTypes.StoreCartResponse>(request, context, cartPath(cartId), {
      query: CART_FIELDS,
      body: { region_id: region, email, shipping_address: address },
    })
    let cart = cartIn(updated)
    if (!cart) return refused(DETAILS_FORM, values, { message: saveProblem(updated), status: updated.ok ? 502 : updated.status })
    if (cart.items?.length && !cart.shipping_methods?.length) {
      const options = await callForShopper<HttpTypes.StoreShippingOptionListResponse>(request, context, "/store/shipping-options", {
        query: { cart_id: cart.id },
      })
      const optionId = options.ok ? (options.body.shipping_options[0]?.id ?? null) : null
      // no way to ship to this address: the shopper's to change
      if (!optionId) return refused(DETAILS_FORM, values, { message: DETAILS_TEXTS.failed })
      cart = cartIn(
        await callForShopper<HttpTypes.StoreCartResponse>(request, context, cartPath(cart.id, "/shipping-methods"), {
          query: CART_FIELDS,
          body: { option_id: optionId },
        }),
      )
      if (!cart?.shipping_methods?.length) return refused(DETAILS_FORM, values, { message: DETAILS_TEXTS.failed })
    }
    return acceptedAs<DetailsSaved>(request, posted, DETAILS_FORM, { cart: posted.enhanced ? cart : null }, DETAILS_ANCHOR)
  } catch (error) {
    console.error("Checkout details not saved:", error instanceof Error ? error.message : error)
    return refused(DETAILS_FORM, values, { message: DETAILS_TEXTS.unreachable, status: 502 })
  }
}

/** The id of the region whose countries include the address's. */
function regionOf(answer: StoreResult<HttpTypes.StoreRegionListResponse>, countryCode: string): string | null {
  const regions = answer.ok ? answer.body.regions : []
  return regions.find((region) => region.countries?.some((country) => country.iso_2 === countryCode))?.id ?? null
}
