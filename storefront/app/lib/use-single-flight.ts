import { useCallback, useEffect, useRef, useState } from "react"

/**
 * One action at a time from one button. A double click lands its second click before React has
 * rendered the button busy, so the guard is a ref, taken synchronously by the first click: `begin`
 * answers false while an action runs, `end` frees the button, `busy` renders it.
 */
export function useSingleFlight() {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const begin = useCallback(() => {
    if (inFlight.current) return false
    inFlight.current = true
    setBusy(true)
    return true
  }, [])
  const end = useCallback(() => {
    inFlight.current = false
    setBusy(false)
  }, [])
  // a page that left for the payment page and is restored by Back (the back-forward cache) acts again
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) end()
    }
    window.addEventListener("pageshow", restored)
    return () => window.removeEventListener("pageshow", restored)
  }, [end])
  return { busy, begin, end }
}
