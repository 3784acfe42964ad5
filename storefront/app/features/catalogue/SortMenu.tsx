import { useCallback, useRef, useState } from "react"
import { Icon } from "~/components/Icon"
import { useDismiss } from "~/lib/use-dismiss"
import { SORT_OPTIONS, type SortOrder } from "./rules"
import { useT } from "~/i18n/i18n"

/**
 * The sort menu: opens on click, closes on an outside click or on choosing an option. Choosing one
 * hides the options, so focus goes back to the menu's button instead of being lost (WCAG 2.4.3).
 */
export function SortMenu({ value, onChange }: { value: SortOrder; onChange: (order: SortOrder) => void }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    // Escape pressed on an option: the option disappears, its button takes the focus.
    if (ref.current?.contains(document.activeElement)) toggleRef.current?.focus()
    setOpen(false)
  }, [])
  const t = useT()
  const current = value === "default" ? t("sort.label") : t(`sort.${value}`)

  useDismiss(ref, open, close)

  return (
    <div className="sort-menu" ref={ref}>
      <button
        type="button"
        className="sort-menu__toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls="sort-options"
        aria-label={t("sort.ariaLabel", { current })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {current} <Icon name="chevronDown" size={16} />
      </button>
      <ul id="sort-options" className="sort-menu__options" hidden={!open}>
        {SORT_OPTIONS.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              aria-pressed={option.value === value}
              onClick={() => {
                onChange(option.value)
                setOpen(false)
                toggleRef.current?.focus()
              }}
            >
              {t(`sort.${option.value}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
