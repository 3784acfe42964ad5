import { MIN_QUANTITY } from "~/lib/constants"
import { Icon } from "./Icon"

type QuantityStepperProps = {
  value: number
  onChange: (quantity: number) => void
  /** Name of what is counted, for screen readers, e.g. the product name. */
  label: string
  /** The detail page lets shoppers type a quantity; the cart only steps. */
  editable?: boolean
  disabled?: boolean
}

/** A typed quantity: anything that is not a whole number of at least 1 becomes 1. */
export function parseQuantity(input: string): number {
  const quantity = Number.parseInt(input, 10)
  return Number.isFinite(quantity) && quantity >= MIN_QUANTITY ? quantity : MIN_QUANTITY
}

export function QuantityStepper({ value, onChange, label, editable = false, disabled = false }: QuantityStepperProps) {
  return (
    <div className="stepper" role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled}
        onClick={() => value - 1 >= MIN_QUANTITY && onChange(value - 1)}
      >
        <Icon name="minus" size={16} />
      </button>
      {editable ? (
        <input
          type="text"
          inputMode="numeric"
          aria-label="Quantity"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(parseQuantity(event.target.value))}
        />
      ) : (
        <output aria-live="polite" aria-label="Quantity">
          {value}
        </output>
      )}
      <button type="button" aria-label="Increase quantity" disabled={disabled} onClick={() => onChange(value + 1)}>
        <Icon name="plus" size={16} />
      </button>
    </div>
  )
}
