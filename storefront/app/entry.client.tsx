// The browser's entry, as React Router's framework-mode template writes it: React hydrates the
// server's document with <HydratedRouter /> inside a transition, so the work is done in short,
// interruptible slices and a click during hydration is answered first. React DOM and the router's
// DOM part (two thirds of the page's JavaScript) are loaded once the first view is painted, photo
// included: until then they would share the connection with the stylesheet and the photo.
import { startTransition, StrictMode } from "react"

/** Resolves once the page's high-priority photos have loaded (or failed; 3 s at most) and a frame has been drawn since. */
function afterFirstView(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => requestAnimationFrame(() => setTimeout(resolve))
    const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => !img.complete)
    let left = photos.length
    if (!left) return later()
    const loaded = () => --left || later()
    for (const img of photos) for (const event of ["load", "error"]) img.addEventListener(event, loaded, { once: true })
    setTimeout(later, 3000)
  })
}

void afterFirstView().then(async () => {
  const [{ hydrateRoot }, { HydratedRouter }] = await Promise.all([import("react-dom/client"), import("react-router/dom")])
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
