import { useEffect, useState } from "react"
import { DEFAULT_ADD_QUANTITY } from "~/lib/constants"
import { useStoreConnection } from "~/lib/store-connection"
import { useAddToCart, type LineToAdd } from "./api"

const ADDED_MESSAGE_MS = 2500

type Props = {
  /** What to add; or just `variantId`, which adds one of that variant. */
  lines?: LineToAdd[]
  variantId?: string
  label?: string
  className?: string
  disabled?: boolean
}

export function AddToCartButton({ lines, variantId, label = "Add to Cart", className = "button button--primary", disabled = false }: Props) {
  const connection = useStoreConnection()
  const addToCart = useAddToCart()
  const [added, setAdded] = useState(false)
  const toAdd = lines ?? (variantId ? [{ variantId, quantity: DEFAULT_ADD_QUANTITY }] : [])

  useEffect(() => {
    if (!added) return
    const timer = setTimeout(() => setAdded(false), ADDED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [added])

  return (
    <span className="add-to-cart">
      <button
        type="button"
        className={className}
        disabled={disabled || toAdd.length === 0 || !connection || addToCart.isPending}
        onClick={() => addToCart.mutate(toAdd, { onSuccess: () => setAdded(true) })}
      >
        {addToCart.isPending ? "Adding..." : label}
      </button>
      <span className="add-to-cart__status" role="status">
        {added ? "Added to cart" : addToCart.isError ? "Could not add to cart. Please try again." : ""}
      </span>
    </span>
  )
}
