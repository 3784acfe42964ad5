import { useEffect, useRef, type ReactNode } from "react"

type ModalDialogProps = {
  id?: string
  className?: string
  label: string
  /** Called when the dialog closes itself: Escape, or a click on the backdrop when `closeOnBackdropClick`. */
  onClose: () => void
  /** A click on the dialog's own box (around its content) closes it, as a click beside a zoomed photo. */
  closeOnBackdropClick?: boolean
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The shop's one modal dialog (WCAG 2.1.2, 2.4.3): a native <dialog> opened with showModal(), so the
 * page behind is inert and Escape closes it. Tab and Shift+Tab cycle through its own controls
 * rather than leaving for the browser's toolbar, and focus returns to the control that opened it.
 * Render it only while open: mounting opens it, unmounting closes it.
 */
export function ModalDialog({ id, className, label, onClose, closeOnBackdropClick = false, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    // The owner is told at once, in the task of the key or click that closes the dialog, and stops
    // rendering it (unmounting closes it). The native "close" event comes in a task of its own,
    // which the browser may run after the shopper's next key: an Enter that opened the dialog
    // again in between was undone by it.
    const tellOwner = () => onCloseRef.current()
    const onClick = (event: MouseEvent) => {
      if (closeOnBackdropClick && event.target === dialog) tellOwner()
    }

    dialog.addEventListener("keydown", onKeyDown)
    dialog.addEventListener("click", onClick)
    // Escape: "cancel" comes in the key's own task, before the dialog closes; "close" for any other
    // way it closes (a form's method="dialog")
    dialog.addEventListener("cancel", tellOwner)
    dialog.addEventListener("close", tellOwner)
    if (!dialog.open) dialog.showModal()
    return () => {
      dialog.removeEventListener("keydown", onKeyDown)
      dialog.removeEventListener("click", onClick)
      dialog.removeEventListener("cancel", tellOwner)
      dialog.removeEventListener("close", tellOwner)
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [closeOnBackdropClick])

  return (
    <dialog ref={ref} id={id} className={className} aria-label={label}>
      {children}
    </dialog>
  )
}
