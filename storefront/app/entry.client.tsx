// The browser's entry: React Router's default (hydrateRoot of <HydratedRouter /> in a transition),
// made to hydrate with Preact, which the client build uses in place of React DOM (vite.config.ts).
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { hydrateInTurns, nextTask } from "./lib/hydration-turns"

/**
 * HydratedRouter's first render throws the promise of decoding the server's loader data, and React
 * waits for it at the root; Preact has no such wait outside <Suspense>, and a suspended hydration
 * renders the page anew. The data is decoded first: HydratedRouter is called until it no longer
 * throws that promise (it has then made its router, and stops at its first hook outside a render).
 */
async function decodeServerData(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({})
      return
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return
      await thrown
    }
  }
}

/**
 * Preact renders into a Document's <html> (preactjs/preact#3794), so hydrating `document` would put
 * a second <html> inside the first and drop the server's nodes. It is given a parent whose only
 * child is the document's <html>, which it then adopts as React would.
 */
function documentParent(): Element {
  const html = document.documentElement
  const parent = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    firstChild: html,
    childNodes: [html],
    insertBefore(node: Node) {
      if (node !== html) throw new Error("Only <html> belongs in the document")
      return node
    },
    appendChild: (node: Node) => parent.insertBefore(node),
    removeChild: (node: Node) => node,
    contains: (node: Node) => document.contains(node),
  }
  return parent as unknown as Element
}

// The router is made in one task, the page hydrated in the next (and its later parts in their own).
void decodeServerData()
  .then(nextTask)
  .then(() =>
    hydrateInTurns(() =>
      startTransition(() => {
        hydrateRoot(
          documentParent(),
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        )
      })
    )
  )
