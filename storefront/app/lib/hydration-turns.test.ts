import { describe, expect, it, vi } from "vitest"
import { hydrateInTurns, laterTurn, whenHydrated } from "./hydration-turns"

describe("hydration in turns", () => {
  it("hands out no turn outside hydration", () => {
    expect(laterTurn()).toBeNull()
  })

  it("hydrates the parts in the order they were met, nested ones after, and resolves once all are done", async () => {
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16))
    const done: string[] = []
    const hydrated = hydrateInTurns(() => {
      for (const part of ["main", "footer"]) {
        const turn = laterTurn()
        expect(turn).not.toBeNull()
        void turn!.then(() => {
          done.push(part)
          // a part hydrated in its turn may ask for turns of its own
          if (part === "main") void laterTurn()!.then(() => done.push("card"))
        })
      }
    })
    expect(whenHydrated()).toBe(hydrated)
    expect(done).toEqual([])
    await hydrated
    expect(done).toEqual(["main", "footer", "card"])
    expect(laterTurn()).toBeNull()
    vi.unstubAllGlobals()
  })
})
