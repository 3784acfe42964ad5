import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * How long a completion waits for what another one holds, and how long a claim lives at most
 * (should its holder die without releasing it): Medusa's own completion lock waits as long. A
 * completion takes a second or two; the wait covers many of them queued on one code or product,
 * then the shopper is answered 409.
 */
export const COMPLETION_CLAIM = { waitSeconds: 30, ttlSeconds: 120, retryMs: 100 } as const

export const COMPLETION_BUSY_MESSAGE = "Your order is being placed by another request. Please try again in a moment."

/** The key of each thing a completion uses up: Medusa's own cart lock, and each code and stock item it takes. */
export const completionKeys = {
  // the key Medusa's cart workflows lock the cart with, so no change of the cart runs meanwhile
  cart: (cartId: string) => cartId,
  code: (code: string) => `completion-code:${code.toUpperCase()}`,
  // not the inventory item's id itself: Medusa's reservation step locks that one inside the completion
  stock: (inventoryItemId: string) => `completion-stock:${inventoryItemId}`,
}

export type CompletionClaim = { owner: string; keys: string[] }

/** The codes and the managed stock items the cart would use up. */
async function resourceKeysOf(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "promotions.code", "items.variant.manage_inventory", "items.variant.inventory_items.inventory_item_id"],
    filters: { id: cartId },
  })
  const cart = data[0]
  const codes = (cart?.promotions ?? []).flatMap((promotion) => (promotion?.code ? [completionKeys.code(promotion.code)] : []))
  const stock = (cart?.items ?? []).flatMap((item) =>
    item?.variant?.manage_inventory ? (item.variant.inventory_items ?? []).flatMap((link) => (link ? [completionKeys.stock(link.inventory_item_id)] : [])) : []
  )
  // one order for every completion, so two completions never wait on each other crosswise
  return [...new Set([...codes, ...stock])].sort()
}

export async function release(container: MedusaContainer, claim: CompletionClaim) {
  if (!claim.keys.length) return
  await container.resolve(Modules.LOCKING).release(claim.keys, { ownerId: claim.owner })
}

/** Takes one key, waiting until the deadline at most; a key held past it is a 409 for the shopper. */
async function take(container: MedusaContainer, key: string, owner: string, deadline: number) {
  const locking = container.resolve(Modules.LOCKING)
  for (;;) {
    try {
      return await locking.acquire(key, { ownerId: owner, expire: COMPLETION_CLAIM.ttlSeconds })
    } catch {
      if (Date.now() >= deadline) throw new MedusaError(MedusaError.Types.CONFLICT, COMPLETION_BUSY_MESSAGE)
      await sleep(COMPLETION_CLAIM.retryMs)
    }
  }
}

/**
 * Takes `keys` one after the other, in the order given, within one bounded wait: the claim, or a
 * 409 with nothing left held. Every claimant takes the keys of codes and stock sorted, after its
 * own first key if any, so two claimants never wait on each other crosswise.
 */
export async function claimKeys(
  container: MedusaContainer,
  owner: string,
  keys: string[],
  deadline = Date.now() + COMPLETION_CLAIM.waitSeconds * 1000
): Promise<CompletionClaim> {
  const claim: CompletionClaim = { owner, keys: [] }
  try {
    for (const key of keys) {
      await take(container, key, owner, deadline)
      claim.keys.push(key)
    }
  } catch (error) {
    await release(container, claim)
    throw error
  }
  return claim
}

/**
 * Claims what the completion of a cart uses up, so that completions which share a cart, a
 * single-use code or the last units run one after the other: the later ones then see the code
 * used and the stock reserved, and are refused before any order is made (Medusa makes the order
 * first and registers the code's use and the reservations afterwards, in one parallel group that
 * cannot always be undone). First the cart (Medusa's own cart lock), then its codes and stock items
 * in a fixed order, each with a bounded wait. Whatever was taken is given back when the claim
 * fails and when a later step fails (the compensation); the expiry covers a holder that died.
 */
export const claimCartCompletionStep = createStep(
  "claim-cart-completion",
  async ({ cart_id }: { cart_id: string }, { container }) => {
    // the cart first (Medusa's own lock), then what it uses up; read after the cart is held, as no change of it runs then
    const deadline = Date.now() + COMPLETION_CLAIM.waitSeconds * 1000
    const cart = await claimKeys(container, `cart-completion:${randomUUID()}`, [completionKeys.cart(cart_id)], deadline)
    let claim: CompletionClaim
    try {
      const resources = await claimKeys(container, cart.owner, await resourceKeysOf(container, cart_id), deadline)
      claim = { owner: cart.owner, keys: [...cart.keys, ...resources.keys] }
    } catch (error) {
      await release(container, cart)
      throw error
    }
    return new StepResponse(claim, claim)
  },
  async (claim, { container }) => {
    if (claim) await release(container, claim)
  }
)

/**
 * Gives back what the completion (or a renewal's stock claim) claimed. No compensation, as
 * Medusa's releaseLockStep: a claim given back is not taken again (its expiry bounds it anyway).
 */
export const releaseCartCompletionStep = createStep("release-cart-completion", async (claim: CompletionClaim | undefined, { container }) => {
  // none when the workflow claimed nothing (a cart ordered before)
  if (claim) await release(container, claim)
  return new StepResponse(undefined)
})
