import { data, type AppLoadContext } from "react-router"
import type { HttpTypes } from "@medusajs/types"
import { requestT } from "~/i18n/request-t.server"
import { CART_FIELDS, type Cart } from "./cart"
import { cartIdFromCookies } from "./cart-id"
import { acceptedAs, callForShopper, refusalStatus, refused, type PostedForm } from "./form.server"
import {
  PROMOTION_CODE_FIELD,
  PROMOTION_FORM,
  PROMOTION_REMOVE_FORM,
  PROMOTION_TEXTS,
  promotionRefusalWords,
  REMOVED_CODE_FIELD,
  type PromotionApplied,
} from "./promotion-code"

/** The action of a page showing the cart (the cart's and the checkout's) for its promotion code forms; any other form is refused. */
export async function cartPageAction(request: Request, context: AppLoadContext, posted: PostedForm) {
  if (posted.intent === PROMOTION_FORM) return applyPromotionCode(request, context, posted)
  if (posted.intent === PROMOTION_REMOVE_FORM) return removePromotionCode(request, context, posted)
  throw data("This page has no such form.", { status: 400 })
}

/**
 * The promotion code form's action (the cart's and the checkout's page): the code applied to the
 * shopper's cart (the cart cookie's) through the shop's Store API route, called from the
 * storefront's server with the publishable key. A refusal keeps the code as typed, worded by its
 * code in the page's language. Answered in place with the cart as it now is (the page's fetcher puts it in the cart's
 * cache), or with a redirect to the page, which reads the cart again (without JavaScript).
 */
export async function applyPromotionCode(request: Request, context: AppLoadContext, posted: PostedForm) {
  const typed = posted.values[PROMOTION_CODE_FIELD] ?? ""
  const values = { [PROMOTION_CODE_FIELD]: typed }
  const code = typed.trim()
  const t = requestT(request)
  // nothing typed: nothing to apply, and nothing to say (as the field's own button does with JavaScript)
  if (!code) return refused(PROMOTION_FORM, values, {})
  const cartId = cartIdFromCookies(request.headers.get("cookie"))
  if (!cartId) return refused(PROMOTION_FORM, values, { errors: { [PROMOTION_CODE_FIELD]: t(PROMOTION_TEXTS.failed) } })
  try {
    const applied = await callForShopper(request, context, `/store/carts/${encodeURIComponent(cartId)}/promotion-codes`, { body: { code } })
    if (!applied.ok) {
      const words = promotionRefusalWords(applied)
      const text = t(words.key, words.values)
      return refused(PROMOTION_FORM, values, { errors: { [PROMOTION_CODE_FIELD]: text }, status: refusalStatus(applied) })
    }
    // the page's fetcher shows the cart at once; a page opened by the redirect reads it itself
    const cart = posted.enhanced ? await cartNow(request, context, cartId) : null
    return acceptedAs<PromotionApplied>(request, posted, PROMOTION_FORM, { cart })
  } catch (error) {
    console.error("Promotion code not applied:", error instanceof Error ? error.message : error)
    return refused(PROMOTION_FORM, values, { errors: { [PROMOTION_CODE_FIELD]: t(PROMOTION_TEXTS.failed) }, status: 502 })
  }
}

/** The cart with the fields the cart's screens show; null if it cannot be read (the browser then reads it). */
async function cartNow(request: Request, context: AppLoadContext, cartId: string): Promise<Cart | null> {
  const answer = await callForShopper<HttpTypes.StoreCartResponse>(request, context, `/store/carts/${encodeURIComponent(cartId)}`, {
    query: CART_FIELDS,
  }).catch(() => null)
  return answer?.ok ? answer.body.cart : null
}

/** A code taken off the shopper's cart (its remove button): answered as an applied code is. */
export async function removePromotionCode(request: Request, context: AppLoadContext, posted: PostedForm) {
  const code = posted.values[REMOVED_CODE_FIELD] ?? ""
  const t = requestT(request)
  const cartId = cartIdFromCookies(request.headers.get("cookie"))
  if (!code || !cartId) return refused(PROMOTION_REMOVE_FORM, {}, { message: t(PROMOTION_TEXTS.removeFailed) })
  try {
    const removed = await callForShopper<HttpTypes.StoreCartResponse>(
      request,
      context,
      `/store/carts/${encodeURIComponent(cartId)}/promotions`,
      {
        method: "DELETE",
        query: CART_FIELDS,
        body: { promo_codes: [code] },
      },
    )
    if (!removed.ok) return refused(PROMOTION_REMOVE_FORM, {}, { message: t(PROMOTION_TEXTS.removeFailed), status: refusalStatus(removed) })
    return acceptedAs<PromotionApplied>(request, posted, PROMOTION_REMOVE_FORM, {
      cart: posted.enhanced ? (removed.body.cart ?? null) : null,
    })
  } catch (error) {
    console.error("Promotion code not removed:", error instanceof Error ? error.message : error)
    return refused(PROMOTION_REMOVE_FORM, {}, { message: t(PROMOTION_TEXTS.removeFailed), status: 502 })
  }
}
