import { useEffect, useState } from "react"
import { DEFAULT_ADD_QUANTITY } from "~/lib/constants"
import { useMaxLineQuantity } from "~/lib/shop-rules"
import { useStoreConnection } from "~/lib/store-connection"
import { useSingleFlight } from "~/lib/use-single-flight"
import type { Cart, LineToAdd } from "~/lib/cart"
import { useAddToCart } from "~/lib/add-to-cart"
import { CartRefusal } from "~/lib/cart-mutation"
import { useCart } from "~/lib/cart-reading"
import { useT } from "~/i18n/i18n"

const ADDED_MESSAGE_MS = 2500

type Props = {
  /** What to add; or just `variantId`, which adds one of that variant. */
  lines?: LineToAdd[]
  variantId?: string
  label?: string
  className?: string
  disabled?: boolean
  /** Nothing of it is in stock: the button says "Sold out" and cannot be used. */
  soldOut?: boolean
}

/** Would these lines take one of the cart's lines above the most one line may hold? */
function exceedsLineLimit(cart: Cart | null | undefined, lines: LineToAdd[], max: number): boolean {
  const quantities = new Map<string, number>()
  for (const line of cart?.items ?? [])
    if (line.variant_id) quantities.set(line.variant_id, (quantities.get(line.variant_id) ?? 0) + line.quantity)
  for (const line of lines) quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity)
  return lines.some((line) => (quantities.get(line.variantId) ?? 0) > max)
}

export function AddToCartButton({
  lines,
  variantId,
  label,
  className = "button button--primary",
  disabled = false,
  soldOut = false,
}: Props) {
  const connection = useStoreConnection()
  const t = useT()
  const addToCart = useAddToCart()
  const { data: cart } = useCart()
  const maxQuantity = useMaxLineQuantity()
  const flight = useSingleFlight()
  const [added, setAdded] = useState(false)
  const [overLimit, setOverLimit] = useState(false)
  const toAdd = lines ?? (variantId ? [{ variantId, quantity: DEFAULT_ADD_QUANTITY }] : [])

  useEffect(() => {
    if (!added) return
    const timer = setTimeout(() => setAdded(false), ADDED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [added])

  function add() {
    // a second click while the first is being added adds nothing
    if (!connection || !flight.begin()) return
    // The Store API refuses it too; saying so here names the limit instead of a failure.
    const refused = exceedsLineLimit(cart, toAdd, maxQuantity)
    setOverLimit(refused)
    if (refused) flight.end()
    else addToCart.mutate(toAdd, { onSuccess: () => setAdded(true), onSettled: flight.end })
  }

  const status = added
    ? t("cart.added")
    : overLimit
      ? t("cartRefusal.lineLimit", { max: maxQuantity })
      : addToCart.error instanceof CartRefusal
        ? t(addToCart.error.words.key, addToCart.error.words.values)
        : addToCart.isError
          ? t("cart.addFailed")
          : ""
  return (
    <span className="add-to-cart">
      <button
        type="button"
        className={className}
        disabled={soldOut || disabled || toAdd.length === 0 || !connection}
        // busy, not disabled, while adding: a disabled button would drop keyboard focus to the page
        aria-disabled={flight.busy || undefined}
        onClick={add}
      >
        {soldOut ? t("cart.soldOut") : flight.busy ? t("cart.adding") : (label ?? t("cart.add"))}
      </button>
      <span className={`add-to-cart__status${overLimit || addToCart.isError ? " add-to-cart__status--error" : ""}`} role="status">
        {status}
      </span>
    </span>
  )
}
