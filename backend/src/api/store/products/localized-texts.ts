import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { localizeProductTexts } from "../../../lib/product-text-translations"

type ProductsAnswer = { product?: Parameters<typeof localizeProductTexts>[0]; products?: Parameters<typeof localizeProductTexts>[0][] }

/**
 * The Store API's products with the shop's own product texts in the request's language (`?locale=`
 * or `x-medusa-locale`, read by Medusa into `req.locale`), where Medusa's answer has the columns in
 * it already: each text without a translation stays English (lib/product-text-translations.ts).
 */
export function localizeProductAnswers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const send = res.json.bind(res)
  res.json = (body: ProductsAnswer) => {
    if (body && typeof body === "object") {
      localizeProductTexts(body.product, req.locale)
      for (const product of body.products ?? []) localizeProductTexts(product, req.locale)
    }
    return send(body)
  }
  next()
}
