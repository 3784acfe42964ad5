import { Link, useNavigate, useNavigation } from "react-router"
import { QuantityStepper } from "~/components/QuantityStepper"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { Photo } from "~/components/Photo"
import { PromotionCodes } from "~/components/PromotionCodes"
import { isSubscriptionLine, useCart, useRemoveLine, useUpdateLineQuantity, type Cart, type CartLine } from "~/lib/cart"
import { formatCents, formatEuros, totalsOf } from "order-summary"
import { centsToFreeShipping } from "~/lib/free-shipping"
import { THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { Icon } from "~/components/Icon"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { subscriptionPrice } from "~/lib/subscription-terms"
import { useMaxLineQuantity, useShopRules } from "~/lib/shop-rules"

export function CartScreen() {
  const { data: cart, isPending, isError, fetchStatus } = useCart()
  const loading = isPending && fetchStatus === "fetching"

  return (
    <section className="page container cart">
      <h1>Your Cart</h1>
      {loading ? (
        <p role="status">Loading your cart...</p>
      ) : isError ? (
        <p className="alert alert--error" role="alert">
          Failed to load your cart. Please try again later.
        </p>
      ) : !cart || !cart.items?.length ? (
        <div className="cart__empty">
          <p>Your cart is empty</p>
          <Link to="/products" className="button button--primary">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines">
            {linesInAddedOrder(cart).map((line) => (
              <CartLineRow key={line.id} cartId={cart.id} line={line} />
            ))}
          </ul>
          <OrderSummary cart={cart} />
        </div>
      )}
    </section>
  )
}

/** Medusa returns lines in no fixed order; showing them in the order they were added keeps them still. */
function linesInAddedOrder(cart: Cart): CartLine[] {
  return [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")))
}

function CartLineRow({ cartId, line }: { cartId: string; line: CartLine }) {
  const updateQuantity = useUpdateLineQuantity()
  const removeLine = useRemoveLine()
  const busy = updateQuantity.isPending || removeLine.isPending
  const maxQuantity = useMaxLineQuantity()
  const discountPercent = useShopRules()?.discountPercent ?? 0
  const name = line.product_title ?? line.title
  return (
    <li className="cart-line" data-testid="cart-line">
      {line.thumbnail && <Photo url={line.thumbnail} alt="" width={96} height={96} sizes="96px" widths={THUMBNAIL_WIDTHS} />}
      <div className="cart-line__info">
        <p className="cart-line__name">
          {line.product_handle ? <Link to={`/product/${line.product_handle}`}>{name}</Link> : name}
        </p>
        {line.variant_title && <p className="cart-line__weight">{line.variant_title}</p>}
        <p className="cart-line__unit">{formatEuros(line.unit_price)} each</p>
      </div>
      <QuantityStepper
        value={line.quantity}
        label={name}
        max={maxQuantity}
        busy={busy}
        onChange={(quantity) => updateQuantity.mutate({ cartId, lineId: line.id, quantity })}
      />
      <p className="cart-line__total" data-testid="line-total">
        <LinePrice originalTotal={line.original_total ?? line.unit_price * line.quantity} total={line.total ?? line.unit_price * line.quantity} />
      </p>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={() => removeLine.mutate({ cartId, lineId: line.id })}
      >
        <Icon name="trash" size={20} />
      </button>
      {isSubscriptionLine(line) && (
        <SubscriptionTerms
          className="cart-line__subscription"
          // what each renewal costs: the line before discounts with the subscription discount only (a code does not recur)
          pricePerDelivery={subscriptionPrice(line.original_total ?? line.unit_price * line.quantity, discountPercent)}
          discountPercent={discountPercent}
        />
      )}
      {(updateQuantity.isError || removeLine.isError) && (
        <p className="cart-line__error" role="alert">
          Could not update your cart. Please try again.
        </p>
      )}
    </li>
  )
}

function OrderSummary({ cart }: { cart: Cart }) {
  const toFreeShipping = centsToFreeShipping(cart.item_total, useShopRules()?.freeShippingFrom ?? null)
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <OrderTotals totals={totalsOf(cart)} />
      {toFreeShipping ? (
        <p className="totals__free-shipping" data-testid="free-shipping-progress">
          {formatCents(toFreeShipping)} away from free shipping
        </p>
      ) : null}
      <PromotionCodes cart={cart} idPrefix="cart" />
      <ProceedToCheckout />
    </aside>
  )
}

function ProceedToCheckout() {
  const navigate = useNavigate()
  const busy = useNavigation().state !== "idle"
  return (
    <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => navigate("/checkout/details")}>
      {busy ? "Processing..." : "Proceed to Checkout"}
    </button>
  )
}
