// The browser's entry, as React Router's framework-mode template writes it: React hydrates the
// server's document with <HydratedRouter /> inside a transition, so the work is done in short,
// interruptible slices and a click during hydration is answered first.
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  )
})
