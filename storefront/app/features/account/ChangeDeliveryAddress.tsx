import { useEffect, useState } from "react"
import { addressLines } from "order-summary/addresses"
import { useT } from "~/i18n/i18n"
import { addressValuesOf } from "~/lib/address-form"
import { useRegions } from "~/lib/checkout"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { useRouteForm } from "~/lib/route-form"
import { AddressForm } from "./AddressForm"
import { ACCOUNT_FORMS } from "./forms"
import type { AccountSubscription, SavedAddress } from "./types"

/**
 * Where a subscription delivers, and "Change delivery address": a saved address or a new one, in a
 * country of the subscription's region (its price is that region's). The next renewal ships there.
 */
export function ChangeDeliveryAddress({ subscription, saved }: { subscription: AccountSubscription; saved: SavedAddress[] }) {
  const t = useT()
  const form = useRouteForm(ACCOUNT_FORMS.deliveryAddress(subscription.id))
  // open on a page rendered from a refusal (without JavaScript), to show it
  const [open, setOpen] = useState(form.answer?.ok === false)
  const [done, setDone] = useState(false)
  const accepted = form.answer?.ok ? form.answer : null
  useEffect(() => {
    if (!accepted) return
    setOpen(false)
    setDone(true)
  }, [accepted])
  const region = useRegions().data?.find((candidate) => candidate.id === subscription.region_id)
  const countries = region?.countries?.flatMap((country) => (country.iso_2 ? [country.iso_2] : []))
  const formId = `subscription-${subscription.id}-address`
  return (
    <>
      <p data-testid="account-delivery-address">
        {t("account.delivery.to", { address: addressLines(subscription.shipping_address).join(", ") })}
      </p>
      <div aria-live="polite">{done && <p className="alert alert--success">{t("account.delivery.changed")}</p>}</div>
      <button
        type="button"
        className="button button--outline"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          setOpen(!open)
          setDone(false)
        }}
      >
        {t("account.delivery.change")}
      </button>
      {open && (
        <div id={formId}>
          <AddressForm
            form={form}
            title={t("account.delivery.newTitle")}
            initial={addressValuesOf(subscription.shipping_address, DEFAULT_CART_COUNTRY)}
            submitLabel={t("account.delivery.save")}
            saved={saved}
            countries={countries}
          />
        </div>
      )}
    </>
  )
}
