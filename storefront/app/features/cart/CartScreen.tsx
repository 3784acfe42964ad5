import { useNavigate, useNavigation } from "react-router"
import { Link } from "~/i18n/links"
import { QuantityStepper } from "~/components/QuantityStepper"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { Photo } from "~/components/Photo"
import { PromotionCodes } from "~/components/PromotionCodes"
import { isSubscriptionLine, linesInAddedOrder, subscriptionItemsPrice, type Cart, type CartLine } from "~/lib/cart"
import { useRemoveLine, useUpdateLineQuantity } from "~/lib/cart-lines"
import { CartRefusal, useCartChanging } from "~/lib/cart-mutation"
import { useCart } from "~/lib/cart-reading"
import { useLineStock } from "~/lib/line-stock"
import { totalsOf } from "order-summary"
import { stockItem, stockWords } from "~/lib/refusal-words"
import { useT } from "~/i18n/i18n"
import { useLocalePath } from "~/i18n/links"
import { useFormatPrice } from "~/lib/format"
import { centsToFreeShipping } from "~/lib/free-shipping"
import { THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { Icon } from "~/components/Icon"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { useMaxLineQuantity, useShopRules } from "~/lib/shop-rules"

export function CartScreen() {
  const { data: cart, isPending, isError, fetchStatus } = useCart()
  const loading = isPending && fetchStatus === "fetching"
  const stock = useLineStock(cart).data
  const t = useT()
  // lines asking for more than is left (sold out since they were added): named, marked, not checked out
  const short = new Map(
    (cart?.items ?? []).flatMap((line) => {
      const left = line.variant_id ? stock?.get(line.variant_id) : undefined
      if (left === undefined || line.quantity <= left) return []
      const words = stockWords(stockItem(line), left)
      return [[line.id, t(words.key, words.values)] as const]
    }),
  )

  return (
    <section className="page container cart">
      <h1>{t("cartPage.title")}</h1>
      {loading ? (
        <p role="status">{t("cartPage.loading")}</p>
      ) : isError ? (
        <p className="alert alert--error" role="alert">
          {t("cartPage.failed")}
        </p>
      ) : !cart || !cart.items?.length ? (
        <div className="cart__empty">
          <p>{t("cartPage.empty")}</p>
          <Link to="/products" className="button button--primary">
            {t("cartPage.continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines">
            {linesInAddedOrder(cart).map((line) => (
              <CartLineRow key={line.id} cart={cart} line={line} shortage={short.get(line.id) ?? null} />
            ))}
          </ul>
          <OrderSummary cart={cart} blocked={short.size > 0} />
        </div>
      )}
    </section>
  )
}

/** A refused change in the shopper's words: by its code (stock, a busy cart), else ours (a message key). */
const changeProblem = (error: Error | null, t: ReturnType<typeof useT>) =>
  error instanceof CartRefusal ? t(error.words.key, error.words.values) : error ? t("cartPage.updateFailed") : null

function CartLineRow({ cart, line, shortage }: { cart: Cart; line: CartLine; shortage: string | null }) {
  const cartId = cart.id
  const updateQuantity = useUpdateLineQuantity()
  const removeLine = useRemoveLine()
  const busy = updateQuantity.isPending || removeLine.isPending
  const maxQuantity = useMaxLineQuantity()
  const discountPercent = useShopRules()?.discountPercent ?? 0
  const name = line.product_title ?? line.title
  const t = useT()
  const formatPrice = useFormatPrice()
  const problem = changeProblem(updateQuantity.error ?? removeLine.error, t)
  return (
    <li
      className={`cart-line${shortage ? " cart-line--short" : ""}${busy ? " cart-line--pending" : ""}`}
      data-testid="cart-line"
      aria-describedby={shortage ? `${line.id}-stock` : undefined}
    >
      <span className="cart-line__photo" data-testid="cart-line-photo">
        {line.thumbnail && <Photo url={line.thumbnail} alt="" width={96} height={96} sizes="96px" widths={THUMBNAIL_WIDTHS} />}
      </span>
      <div className="cart-line__info" data-testid="cart-line-name">
        <p className="cart-line__name">{line.product_handle ? <Link to={`/product/${line.product_handle}`}>{name}</Link> : name}</p>
        {line.variant_title && <p className="cart-line__weight">{line.variant_title}</p>}
        <p className="cart-line__unit">{t("cartPage.each", { price: formatPrice(line.unit_price) })}</p>
      </div>
      <QuantityStepper
        value={line.quantity}
        label={name}
        max={maxQuantity}
        busy={busy}
        onChange={(quantity) => updateQuantity.mutate({ cartId, lineId: line.id, quantity })}
      />
      <p className="cart-line__total" data-testid="line-total">
        <LinePrice
          originalTotal={line.original_total ?? line.unit_price * line.quantity}
          total={line.total ?? line.unit_price * line.quantity}
        />
      </p>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t("cartPage.remove", { name })}
        aria-disabled={busy || undefined}
        onClick={() => !busy && removeLine.mutate({ cartId, lineId: line.id })}
      >
        <Icon name="trash" size={20} />
      </button>
      {isSubscriptionLine(line) && (
        <SubscriptionTerms
          className="cart-line__subscription"
          itemsPrice={subscriptionItemsPrice(cart, discountPercent)}
          discountPercent={discountPercent}
        />
      )}
      {shortage && (
        <p className="cart-line__stock" id={`${line.id}-stock`} data-testid="cart-line-stock">
          {shortage}
        </p>
      )}
      {problem && (
        <p className="cart-line__error" role="alert">
          {problem}
        </p>
      )}
    </li>
  )
}

function OrderSummary({ cart, blocked }: { cart: Cart; blocked: boolean }) {
  const toFreeShipping = centsToFreeShipping(cart.item_total, useShopRules()?.freeShippingFrom ?? null)
  // the totals are the server's: while a change is on its way they wait for its prices
  const changing = useCartChanging()
  const t = useT()
  const formatPrice = useFormatPrice()
  return (
    <aside
      className={`order-summary${changing ? " order-summary--changing" : ""}`}
      aria-labelledby="order-summary-title"
      aria-busy={changing || undefined}
    >
      <h2 id="order-summary-title">{t("cartPage.summary")}</h2>
      <OrderTotals totals={totalsOf(cart)} />
      {toFreeShipping ? (
        <p className="totals__free-shipping" data-testid="free-shipping-progress">
          {t("cartPage.toFreeShipping", { amount: formatPrice(toFreeShipping / 100) })}
        </p>
      ) : null}
      <PromotionCodes cart={cart} idPrefix="cart" />
      <ProceedToCheckout blocked={blocked} />
      {blocked && (
        <p className="cart__blocked" role="alert">
          {t("cartPage.blocked")}
        </p>
      )}
    </aside>
  )
}

function ProceedToCheckout({ blocked }: { blocked: boolean }) {
  const navigate = useNavigate()
  const busy = useNavigation().state !== "idle"
  const t = useT()
  const localePath = useLocalePath()
  return (
    <button
      type="button"
      className="button button--primary button--block"
      disabled={busy || blocked}
      onClick={() => navigate(localePath("/checkout/details"))}
    >
      {busy ? t("cartPage.processing") : t("cartPage.proceed")}
    </button>
  )
}
