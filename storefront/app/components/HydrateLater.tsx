import { Suspense, useState, type ReactElement } from "react"
import { laterTurn, type Turn } from "~/lib/hydration-turns"

/** Until its turn has come: suspends, which makes Preact keep the server's markup as it is. */
function WaitForTurn({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.done) throw turn
  return children
}

/**
 * A part of the page hydrated in a task of its own after the rest (lib/hydration-turns.ts). Its child
 * must render exactly one element: that element is what Preact keeps while the part waits. Rendered
 * as it is on the server and once the page has been hydrated.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(laterTurn)
  if (!turn) return children
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  )
}
