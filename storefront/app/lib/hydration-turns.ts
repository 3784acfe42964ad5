/**
 * Hydration in turns. Preact hydrates a page in one task, and since the scripts start after the
 * first paint, all of that task counts as blocking time in Lighthouse (the home page's took about
 * 30 ms here, 120-190 ms in Lighthouse's 4x slower CPU). A part of the page wrapped in
 * <HydrateLater> (components/HydrateLater.tsx) is skipped by that hydration, its server markup kept
 * as it is, and hydrated in a task of its own: one part per task, in the order they were met, so the
 * browser can paint and answer input in between.
 */

export type Turn = Promise<void> & { done?: boolean }

let hydrating = false
let last: Promise<void> = Promise.resolve()
let pending = 0
let allHydrated: Promise<void> = Promise.resolve()

/** Resolves in a new task (a message to itself: unlike nested timers, never held back 4 ms). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * While the page is being hydrated: the turn of one more part, after every turn handed out before.
 * Otherwise null (on the server, and for anything rendered after hydration).
 */
export function laterTurn(): Turn | null {
  if (!hydrating) return null
  pending++
  const turn: Turn = (last = last.then(nextTask))
  void turn.then(() => {
    turn.done = true
    pending--
  })
  return turn
}

/** Resolves once the page's hydration, every part included, is over. */
export const whenHydrated = (): Promise<void> => allHydrated

/**
 * Hydrates the page (`hydrate` renders it into the server's markup); the parts it leaves for later
 * are hydrated in their turns. Resolves once all are, and their effects have run.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true
  hydrate()
  allHydrated = (async () => {
    // each part is hydrated in the task its turn resolves in, and may hand out turns of its own
    do {
      await last
      await nextTask()
    } while (pending)
    hydrating = false
    // Preact runs effects after the next frame (or 35 ms), in a timer: this timer comes after theirs
    await new Promise((resolve) => {
      const after = () => setTimeout(resolve)
      requestAnimationFrame(after)
      setTimeout(after, 100)
    })
  })()
  return allHydrated
}
