// The model's action histories: a seeded generator of what shoppers, the seller, Stripe and the
// infrastructure do, as plain data (so a history prints, replays and shrinks). A step is one action
// or a group of actions started at the same moment ({ t: "together", actions }).

/** mulberry32: a small PRNG whose whole state is one 32-bit number, so a seed replays exactly. */
export function random(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (low, high) => low + Math.floor(next() * (high - low + 1))
  const pick = (items) => items[Math.floor(next() * items.length)]
  const chance = (p) => next() < p
  /** One key of `weights` ({ key: weight }), drawn in proportion to its weight. */
  const weighted = (weights) => {
    const entries = Object.entries(weights).filter(([, w]) => w > 0)
    let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0)
    for (const [key, w] of entries) if ((roll -= w) < 0) return key
    return entries[entries.length - 1][0]
  }
  return { next, int, pick, chance, weighted }
}

/** Shoppers of a run; shopper 0 holds the run's welcome code. */
export const SHOPPERS = 4
/** The run's codes: W0 the welcome code of shopper 0, S0 and S1 single-use codes anyone may use. */
export const CODES = ["W0", "S0", "S1"]

/**
 * A history of about `actions` actions for `seed`. Features switch parts of the model on:
 * outages (PostgreSQL and Redis briefly stopped), seller (cancels, refunds and shipments), stripe
 * (webhooks duplicated, late, out of order), subscriptions (renewals, skip, pause, resume, cancel),
 * withdrawals (the buyer's statement, alone, twice at once or at the moment the seller ships,
 * cancels or refunds the order).
 */
export function generateHistory(seed, actions, features = {}) {
  const rng = random(seed)
  const carts = [] // { id, shopper, lines, checkedOut, completing }
  const steps = []
  let made = 0
  let renewed = 0
  const newCart = (shopper = rng.int(0, SHOPPERS - 1)) => {
    const cart = { id: `c${carts.length + 1}`, shopper, lines: 0, checkedOut: false, completed: false }
    carts.push(cart)
    return cart
  }
  const push = (step) => {
    steps.push(step)
    made += step.t === "together" ? step.actions.length : 1
  }
  const open = () => carts.filter((cart) => !cart.completed)
  const filled = (cart, variant = rng.chance(0.6) ? "A" : "B") => {
    push({ t: "cart", cart: cart.id, shopper: cart.shopper })
    push({ t: "add", cart: cart.id, variant, quantity: rng.int(1, 2) })
    cart.lines++
  }
  const complete = (cart) => ({ t: "complete", cart: cart.id })
  /** With Stripe: the shopper pays; the webhook comes before, with or after the shopper's return, sometimes twice. */
  const paid = (cart) => {
    if (!features.stripe) return []
    push({ t: "pay", cart: cart.id })
    cart.paid = true
    return rng.chance(0.7) ? [{ t: "webhook", cart: cart.id }, ...(rng.chance(0.3) ? [{ t: "webhook", cart: cart.id }] : [])] : []
  }

  while (made < actions) {
    const kind = rng.weighted({
      cart: open().length < 6 ? 3 : 0,
      add: open().length ? 4 : 0,
      parallelAdds: open().length ? 1.5 : 0,
      code: open().length ? 3 : 0,
      checkout: open().some((cart) => cart.lines) ? 3 : 0,
      doubleCheckout: open().some((cart) => cart.lines) ? 1.5 : 0,
      twoTabs: open().some((cart) => cart.lines) ? 1.5 : 0,
      doubleAdd: open().length ? 1 : 0,
      complete: carts.some((cart) => cart.checkedOut) ? (carts.some((cart) => cart.checkedOut && !cart.completed) ? 6 : 1) : 0,
      doubleComplete: carts.some((cart) => cart.checkedOut) ? 1 : 0,
      race: 2,
      reload: carts.length ? 1 : 0,
      pay: features.stripe && carts.some((cart) => cart.checkedOut) ? 2 : 0,
      webhook: features.stripe && carts.some((cart) => cart.paid) ? 2 : 0,
      cancel: features.seller && carts.some((cart) => cart.completed) ? 1 : 0,
      refund: features.seller && carts.some((cart) => cart.completed) ? 1 : 0,
      ship: features.seller && carts.some((cart) => cart.completed) ? 0.7 : 0,
      withdraw: features.withdrawals && carts.some((cart) => cart.completed) ? 1.5 : 0,
      outage: features.outages ? 0.6 : 0,
      manage: features.subscriptions && carts.some((cart) => cart.subscription && cart.completed) ? 2 : 0,
      renew: features.subscriptions && carts.some((cart) => cart.subscription && cart.completed) && renewed < 2 ? 0.7 : 0,
    })
    if (kind === "cart") {
      const cart = newCart()
      push({ t: "cart", cart: cart.id, shopper: cart.shopper })
    } else if (kind === "add") {
      const cart = rng.pick(open())
      const variant = features.subscriptions && rng.chance(0.3) ? "S" : rng.chance(0.5) ? "A" : "B"
      push({ t: "add", cart: cart.id, variant, quantity: variant === "S" ? 1 : rng.int(1, 3) })
      cart.lines++
      if (variant === "S") cart.subscription = true
    } else if (kind === "parallelAdds") {
      // the line limit under parallel adds: several adds of 60 units at once
      const cart = rng.pick(open())
      const n = rng.int(2, 4)
      push({ t: "together", actions: Array.from({ length: n }, () => ({ t: "add", cart: cart.id, variant: "B", quantity: 60 })) })
      cart.lines++
    } else if (kind === "doubleAdd") {
      // a double click on Add to Cart that reaches the shop twice (no script, or two tabs)
      const cart = rng.pick(open())
      const add = { t: "add", cart: cart.id, variant: rng.chance(0.5) ? "A" : "B", quantity: rng.int(1, 2) }
      push({ t: "together", actions: [add, { ...add }] })
      cart.lines++
    } else if (kind === "doubleCheckout") {
      // a double or triple click on "Place Order": the checkout started two or three times at once
      const cart = rng.pick(open().filter((c) => c.lines))
      push({ t: "together", actions: Array.from({ length: rng.int(2, 3) }, () => ({ t: "checkout", cart: cart.id })) })
      cart.checkedOut = true
    } else if (kind === "twoTabs") {
      // one cart placed from two tabs at once: each starts the checkout and completes it (with
      // Stripe, each returns before paying: the cart stays open, to be paid by later steps)
      const cart = rng.pick(open().filter((c) => c.lines))
      push({
        t: "together",
        actions: [
          { t: "tab", cart: cart.id },
          { t: "tab", cart: cart.id },
        ],
      })
      cart.checkedOut = true
      cart.completed = !features.stripe
    } else if (kind === "code") {
      const cart = rng.pick(open())
      push({ t: "code", cart: cart.id, code: cart.shopper === 0 && rng.chance(0.6) ? "W0" : rng.pick(CODES) })
    } else if (kind === "checkout") {
      const cart = rng.pick(carts.filter((c) => c.lines))
      push({ t: "checkout", cart: cart.id })
      cart.checkedOut = true
    } else if (kind === "complete" || kind === "doubleComplete") {
      const waiting = carts.filter((c) => c.checkedOut && !c.completed)
      const cart = rng.pick(waiting.length && rng.chance(0.8) ? waiting : carts.filter((c) => c.checkedOut))
      const webhooks = cart.paid ? [] : paid(cart)
      push(
        kind === "complete" && !webhooks.length
          ? complete(cart)
          : { t: "together", actions: [...webhooks, complete(cart), ...(kind === "complete" ? [] : [complete(cart)])] },
      )
      cart.completed = true
    } else if (kind === "race") {
      // Concurrent completions of carts that share a single-use code or the last units: a few carts
      // filled, given the same code (or the scarce item), checked out and completed at once.
      const shared = rng.weighted({ W0: 2, S0: 1, S1: 1, stock: 1 })
      const n = rng.int(2, 6)
      const racers = Array.from({ length: n }, () => newCart(shared === "W0" ? 0 : rng.int(0, SHOPPERS - 1)))
      for (const cart of racers) {
        filled(cart, shared === "stock" ? "A" : undefined)
        if (shared !== "stock") push({ t: "code", cart: cart.id, code: shared })
        push({ t: "checkout", cart: cart.id })
        cart.checkedOut = true
      }
      const webhooks = racers.flatMap((cart) => paid(cart))
      push({
        t: "together",
        actions: [...webhooks, ...racers.flatMap((cart) => (rng.chance(0.3) ? [complete(cart), complete(cart)] : [complete(cart)]))],
      })
      racers.forEach((cart) => (cart.completed = true))
    } else if (kind === "pay") {
      const cart = rng.pick(carts.filter((c) => c.checkedOut))
      const webhooks = paid(cart)
      if (webhooks.length) push(webhooks.length > 1 ? { t: "together", actions: webhooks } : webhooks[0])
    } else if (kind === "webhook") {
      // late, again, or an older payment's event after a newer one
      const cart = rng.pick(carts.filter((c) => c.paid))
      push({ t: "webhook", cart: cart.id, ...(rng.chance(0.3) ? { which: "first" } : {}) })
    } else if (kind === "manage") {
      // skip, pause, resume, cancel: pause then resume must keep a skip
      const cart = rng.pick(carts.filter((c) => c.subscription && c.completed))
      const action = rng.weighted({ skip: 3, pause: 2, resume: 2, cancel: 0.5 })
      push({ t: "manage", cart: cart.id, action })
      if (action === "pause" && rng.chance(0.6)) push({ t: "manage", cart: cart.id, action: "resume" })
    } else if (kind === "renew") {
      push({ t: "renew", months: ++renewed })
    } else if (kind === "reload") {
      push({ t: "reload", cart: rng.pick(carts).id })
    } else if (kind === "cancel") {
      push({ t: "cancel", cart: rng.pick(carts.filter((c) => c.completed)).id })
    } else if (kind === "refund") {
      push({ t: "refund", cart: rng.pick(carts.filter((c) => c.completed)).id, percent: rng.pick([10, 50, 100]) })
    } else if (kind === "ship") {
      push({ t: "ship", cart: rng.pick(carts.filter((c) => c.completed)).id })
    } else if (kind === "withdraw") {
      // the buyer withdraws: alone, twice at once, or while the seller ships, cancels or refunds
      const cart = rng.pick(carts.filter((c) => c.completed)).id
      const withdraw = { t: "withdraw", cart }
      const meanwhile = rng.weighted({
        none: 3,
        again: 1,
        ship: features.seller ? 1 : 0,
        cancel: features.seller ? 1 : 0,
        refund: features.seller ? 1 : 0,
      })
      if (meanwhile === "none") push(withdraw)
      else if (meanwhile === "again") push({ t: "together", actions: [withdraw, withdraw] })
      else
        push({
          t: "together",
          actions: [withdraw, meanwhile === "refund" ? { t: "refund", cart, percent: rng.pick([10, 50, 100]) } : { t: meanwhile, cart }],
        })
    } else if (kind === "outage") {
      // a short outage while the next shopper action runs
      const service = features.redis === false ? "postgres" : rng.pick(["postgres", "redis"])
      let cart = carts.length ? rng.pick(carts) : null
      if (!cart) {
        cart = newCart()
        push({ t: "cart", cart: cart.id, shopper: cart.shopper })
      }
      const during = cart.checkedOut ? complete(cart) : { t: "add", cart: cart.id, variant: "B", quantity: 1 }
      if (during.t === "complete") cart.completed = true
      push({
        t: "together",
        actions: [
          { t: "outage", service, ms: rng.int(1500, 4000) },
          { ...during, delayMs: 300 },
        ],
      })
    }
  }
  return steps
}

/** A step as one line of a printed history. */
export function describeStep(step) {
  if (step.t === "together") return `at once: ${step.actions.map(describeStep).join(" | ")}`
  const { t, delayMs, ...rest } = step
  const args = Object.entries(rest)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")
  return `${t}${args ? ` ${args}` : ""}${delayMs ? ` (after ${delayMs} ms)` : ""}`
}
