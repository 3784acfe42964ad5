/**
 * The locks a cart's completion takes (Medusa's acquireLockStep, see complete-cart-once.ts), so
 * that completions which share a cart, a single-use code or the last units run one after the other.
 * `timeout`: how long a completion waits for its cart's lock, then for its codes and stock together
 * (Medusa's own completion lock waits as long): a completion takes a second or two, the wait covers
 * many queued on one code or product, then the shopper is answered 409. `ttl`: how long a lock lives at most, should its
 * holder die without giving it back.
 */
export const COMPLETION_LOCK = { timeout: 30, ttl: 120, retryInterval: 0.1 } as const

export const COMPLETION_BUSY_MESSAGE = "Your order is being placed by another request. Please try again in a moment."

/** The key of each thing a completion uses up: Medusa's own cart lock, and each code and stock item it takes. */
export const completionKeys = {
  // the key Medusa's cart workflows lock the cart with, so no change of the cart runs meanwhile
  cart: (cartId: string) => cartId,
  code: (code: string) => `completion-code:${code.toUpperCase()}`,
  // not the inventory item's id itself: Medusa's reservation step locks that one inside the completion
  stock: (inventoryItemId: string) => `completion-stock:${inventoryItemId}`,
}

/** The stock keys of variants, sorted: every taker takes them in one order, so none wait on each other crosswise. */
export function stockKeysOf(
  variants: ({ manage_inventory?: boolean | null; inventory_items?: ({ inventory_item_id: string } | null)[] | null } | null | undefined)[],
) {
  const keys = variants.flatMap((variant) =>
    variant?.manage_inventory
      ? (variant.inventory_items ?? []).flatMap((link) => (link ? [completionKeys.stock(link.inventory_item_id)] : []))
      : [],
  )
  return [...new Set(keys)].sort()
}

/** The names of the completion's lock steps: a failure at one is the 409 COMPLETION_BUSY_MESSAGE. */
export const COMPLETION_LOCK_STEPS = { cart: "lock-cart-for-completion", resources: "lock-completion-codes-and-stock" } as const
