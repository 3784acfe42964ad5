import { useEffect, useId, useState } from "react"
import { MIN_QUANTITY } from "~/lib/constants"
import { Icon } from "./Icon"
import { useT } from "~/i18n/i18n"

type QuantityStepperProps = {
  value: number
  onChange: (quantity: number) => void
  /** Name of what is counted, for screen readers, e.g. the product name. */
  label: string
  /** The most the shop sells in one cart line (the Store API refuses more). */
  max: number
  /** The detail page lets shoppers type a quantity; the cart only steps. */
  editable?: boolean
  /** A change is being saved: the buttons do nothing meanwhile but keep focus (no `disabled`). */
  busy?: boolean
}

/** A typed quantity: anything that is not a whole number of at least 1 becomes 1; more than max becomes max. */
export function parseQuantity(input: string, max: number): number {
  const quantity = Number.parseInt(input, 10)
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return MIN_QUANTITY
  return Math.min(quantity, max)
}

export function QuantityStepper({ value, onChange, label, max, editable = false, busy = false }: QuantityStepperProps) {
  const canIncrease = !busy && value + 1 <= max
  const atLimit = value >= max
  const limitId = useId()
  const t = useT()
  return (
    <div className="stepper-field">
      <div className="stepper" role="group" aria-label={t("quantity.of", { label })} aria-busy={busy || undefined}>
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to the page. At 1
            the minus button does nothing: only the remove button removes a line. */}
        <button
          type="button"
          aria-label={t("quantity.decrease")}
          aria-disabled={busy || undefined}
          onClick={() => !busy && value - 1 >= MIN_QUANTITY && onChange(value - 1)}
        >
          <Icon name="minus" size={16} />
        </button>
        {editable ? (
          <TypedQuantity value={value} max={max} busy={busy} describedBy={atLimit ? limitId : undefined} onChange={onChange} />
        ) : (
          <output aria-live="polite" aria-label={t("quantity.label")}>
            {value}
          </output>
        )}
        <button
          type="button"
          aria-label={t("quantity.increase")}
          aria-disabled={!canIncrease || undefined}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={() => canIncrease && onChange(value + 1)}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      <p className="stepper-field__limit" id={limitId} role="status">
        {atLimit ? t("cartRefusal.lineLimit", { max }) : ""}
      </p>
    </div>
  )
}

/**
 * The field of a typed quantity: it holds digits only, so what it shows is what is added ("abc"
 * never stays in it while 1 is added); left empty it means 1 and shows it again when left.
 */
function TypedQuantity({
  value,
  max,
  busy,
  describedBy,
  onChange,
}: {
  value: number
  max: number
  busy: boolean
  describedBy?: string
  onChange: (quantity: number) => void
}) {
  const [text, setText] = useState(String(value))
  const t = useT()
  // a change from the buttons, or a typed value capped at max
  useEffect(() => setText((current) => (current === "" && value === MIN_QUANTITY ? current : String(value))), [value])
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      aria-label={t("quantity.label")}
      aria-describedby={describedBy}
      value={text}
      readOnly={busy}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, "")
        // what was typed or pasted is read whole: "-5" is not a whole number of at least 1, so it is 1, not 5
        const quantity = parseQuantity(event.target.value.trim(), max)
        setText(digits === "" ? "" : String(quantity))
        onChange(quantity)
      }}
      onBlur={() => setText(String(value))}
    />
  )
}
