import { useT } from "~/i18n/i18n"
import { useShopRules } from "~/lib/shop-rules"

// Payment methods drawn as simple labelled cards (no third-party logo files), by the name Stripe
// Checkout gives the method the shop offers.
const badgesByMethod: Record<string, { name: string; color: string }[]> = {
  card: [
    { name: "Visa", color: "#1a1f71" },
    { name: "Mastercard", color: "#c2410c" },
    { name: "Amex", color: "#1f6fb2" },
  ],
  ideal: [{ name: "iDEAL", color: "#a0005e" }],
  klarna: [{ name: "Klarna", color: "#17120f" }],
  eps: [{ name: "EPS", color: "#71183a" }],
  link: [{ name: "Link", color: "#00703c" }],
}
const cardProvider = { name: "Stripe", color: "#5b50d6" }

/**
 * Only the payment methods the checkout really offers, as the server publishes them: none with the
 * test payment, or when the backend could not be asked.
 */
export function PaymentIcons() {
  const rules = useShopRules()
  const t = useT()
  const badges = (rules?.paymentMethods ?? []).flatMap((method) => badgesByMethod[method] ?? [])
  if (badges.length === 0) return null
  if (rules?.paymentMode === "stripe") badges.push(cardProvider)
  return (
    <ul className="payment-icons" aria-label={t("payment.accepted")} data-testid="payment-icons">
      {badges.map((method) => (
        <li key={method.name}>
          <svg width="76" height="40" viewBox="0 0 76 40" role="img" aria-label={method.name}>
            <rect x="0.5" y="0.5" width="75" height="39" rx="6" fill="#fff" stroke="#d6d3c4" />
            <text x="38" y="25" textAnchor="middle" fontSize="12" fontWeight="700" fontFamily="Arial, sans-serif" fill={method.color}>
              {method.name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  )
}
