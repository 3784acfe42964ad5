// Accepted payment methods, drawn as simple labelled cards (no third-party logo files).
const methods = [
  { name: "Visa", color: "#1a1f71" },
  { name: "Mastercard", color: "#c2410c" },
  { name: "PayPal", color: "#003087" },
  { name: "Amex", color: "#1f6fb2" },
  { name: "Stripe", color: "#5b50d6" },
  { name: "iDEAL", color: "#a0005e" },
]

export function PaymentIcons() {
  return (
    <ul className="payment-icons" aria-label="Accepted payment methods">
      {methods.map((method) => (
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
