import { freeShippingText, useShopRules } from "~/lib/shop-rules"
import { Icon, type IconName } from "./Icon"

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function TrustBadges({ className = "trust-badges" }: { className?: string }) {
  const freeShippingFrom = useShopRules()?.freeShippingFrom ?? null
  const badges: Array<{ icon: IconName; label: string }> = [
    { icon: "leaf", label: "100% Natural" },
    { icon: "flask", label: "Lab Tested" },
    { icon: "mountain", label: "Ethically Sourced" },
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
