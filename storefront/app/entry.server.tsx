// React Router's default Node entry, plus the per-request CSP nonce that server.mjs puts in the load
// context: React Router puts it on its own inline scripts (hydration data, <Scripts>,
// <ScrollRestoration>) and React on its streaming scripts, so the page runs no other inline script.
import { PassThrough } from "node:stream"
import type { AppLoadContext, EntryContext } from "react-router"
import { createReadableStreamFromReadable } from "@react-router/node"
import { ServerRouter } from "react-router"
import { isbot } from "isbot"
import type { RenderToPipeableStreamOptions } from "react-dom/server"
import { renderToPipeableStream } from "react-dom/server"

export const streamTimeout = 5_000
// server.mjs's page cache renders no page for a shopper with a cart: it reads the cookie's name here
export { CART_COOKIE } from "./lib/constants"
// nor for a browser a form's redirect brings its answer to (route-form.ts)
export { FORM_ANSWER_COOKIE } from "./lib/route-form"
// and drops the shop's rules read (free-shipping threshold...) when the backend says the pages changed
export { forgetShopRules } from "./lib/medusa.server"
// the page cache's groups of the pages in other languages than English (server.mjs)
export { PREFIXED_LOCALES } from "./i18n/locales"

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = typeof loadContext?.cspNonce === "string" ? loadContext.cspNonce : undefined

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get("user-agent")
    // Crawlers get the whole page at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady"
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set("Content-Type", "text/html")
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
    })
  })
}
