import { useT } from "~/i18n/i18n"
import { useFormatPrice } from "~/lib/format"
import { useShopRules } from "~/lib/shop-rules"
import { Icon, type IconName } from "./Icon"

/** The shop's own claims, for its home page (their messages). */
const SHOP_CLAIMS: Array<{ icon: IconName; label: string }> = [
  { icon: "leaf", label: "badges.natural" },
  { icon: "flask", label: "badges.labTested" },
  { icon: "mountain", label: "badges.ethical" },
]

/**
 * Trust badges: the claims given (a product's own, from its data) or the shop's, then the free
 * shipping rule where it applies (`freeShipping`: not beside a subscription whose deliveries never
 * reach it).
 */
export function TrustBadges({
  className = "trust-badges",
  claims,
  freeShipping = true,
}: {
  className?: string
  claims?: string[]
  freeShipping?: boolean
}) {
  const rules = useShopRules()
  const t = useT()
  const formatPrice = useFormatPrice({ short: true })
  const freeShippingFrom = freeShipping ? (rules?.freeShippingFrom ?? null) : null
  const badges: Array<{ icon: IconName; label: string }> = [
    ...(claims
      ? claims.map((claim) => ({ icon: "leaf" as const, label: claim }))
      : SHOP_CLAIMS.map((claim) => ({ ...claim, label: t(claim.label) }))),
    ...(freeShippingFrom === null
      ? []
      : [{ icon: "truck" as const, label: t("badges.freeShipping", { amount: formatPrice(freeShippingFrom) }) }]),
  ]
  return (
    <ul className={className}>
      {badges.map((badge) => (
        <li key={badge.label}>
          <Icon name={badge.icon} size={22} />
          <span>{badge.label}</span>
        </li>
      ))}
    </ul>
  )
}
