import { freeShippingText, useShopRules } from "~/lib/shop-rules"
import { Icon, type IconName } from "./Icon"

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The shop's own claims, for its home page. */
const SHOP_CLAIMS: Array<{ icon: IconName; label: string }> = [
  { icon: "leaf", label: "100% Natural" },
  { icon: "flask", label: "Lab Tested" },
  { icon: "mountain", label: "Ethically Sourced" },
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
  const freeShippingFrom = freeShipping ? (rules?.freeShippingFrom ?? null) : null
  const badges: Array<{ icon: IconName; label: string }> = [
    ...(claims ? claims.map((claim) => ({ icon: "leaf" as const, label: claim })) : SHOP_CLAIMS),
    ...(freeShippingFrom === null ? [] : [{ icon: "truck" as const, label: upperFirst(freeShippingText(freeShippingFrom)) }]),
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
