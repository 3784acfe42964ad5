import { FREE_SHIPPING_FROM_EUR } from "~/lib/constants"
import { formatPrice } from "~/lib/format"
import { Icon, type IconName } from "./Icon"

const badges: Array<{ icon: IconName; label: string }> = [
  { icon: "leaf", label: "100% Natural" },
  { icon: "flask", label: "Lab Tested" },
  { icon: "mountain", label: "Ethically Sourced" },
  { icon: "truck", label: `Free Shipping from ${formatPrice(FREE_SHIPPING_FROM_EUR).replace(".00", "")}` },
]

export function TrustBadges({ className = "trust-badges" }: { className?: string }) {
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
