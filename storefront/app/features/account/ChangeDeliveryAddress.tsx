import { useEffect, useState } from "react"
import { useLocation, useSearchParams } from "react-router"
import { addressLines } from "order-summary/addresses"
import { useT } from "~/i18n/i18n"
import { addressValuesOf } from "~/lib/address-form"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { useRouteForm } from "~/lib/route-form"
import { AddressForm } from "./AddressForm"
import { ACCOUNT_FORMS, CHANGE_DELIVERY_PARAM, deliverySectionId } from "./forms"
import type { AccountSubscription, SavedAddress } from "./types"

type Props = {
  subscription: AccountSubscription
  saved: SavedAddress[]
  /** the countries of the subscription's region (the loader's); absent: any the shop ships to */
  countries?: readonly string[]
}

/**
 * Where a subscription delivers, and "Change delivery address": a saved address or a new one, in a
 * country of the subscription's region (its price is that region's). The next renewal ships there.
 * The button opens the form in place once the page is interactive; before, or without JavaScript,
 * it is a GET of the page with `?change=<id>`, which the server renders with the form open (and the
 * page without it, to close it). A refusal shows the form again, open, with what was sent.
 */
export function ChangeDeliveryAddress({ subscription, saved, countries }: Props) {
  const t = useT()
  const form = useRouteForm(ACCOUNT_FORMS.deliveryAddress(subscription.id))
  const accepted = form.answer?.ok ? form.answer : null
  const asked = useSearchParams()[0].get(CHANGE_DELIVERY_PARAM) === subscription.id
  // posted to the page without the query that opened the form: the page an accepted change redirects
  // to has the form closed, and the button's next GET opens it again (the same address would only
  // move to the fragment)
  const page = useLocation().pathname
  const [open, setOpen] = useState(form.answer?.ok === false || asked)
  // shown on the page an accepted change (without JavaScript) redirected to, and after one sent in place
  const [done, setDone] = useState(accepted !== null)
  useEffect(() => {
    if (!accepted) return
    setOpen(false)
    setDone(true)
  }, [accepted])
  // a saved address of another region is not offered: the backend refuses it (the price is this region's)
  const offered = countries ? saved.filter((address) => countries.includes(address.country_code?.toLowerCase() ?? "")) : saved
  const sectionId = deliverySectionId(subscription.id)
  const formId = `subscription-${subscription.id}-address`
  return (
    <div id={sectionId}>
      <p data-testid="account-delivery-address">
        {t("account.delivery.to", { address: addressLines(subscription.shipping_address).join(", ") })}
      </p>
      <div aria-live="polite">{done && <p className="alert alert--success">{t("account.delivery.changed")}</p>}</div>
      {/* the page's own GET (the fragment brings the shopper back to this subscription): no name sent closes it */}
      <form
        method="get"
        action={`#${sectionId}`}
        onSubmit={(event) => {
          event.preventDefault()
          setOpen(!open)
          setDone(false)
        }}
      >
        <button
          type="submit"
          name={open ? undefined : CHANGE_DELIVERY_PARAM}
          value={open ? undefined : subscription.id}
          className="button button--outline"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
        >
          {t("account.delivery.change")}
        </button>
      </form>
      {open && (
        <div id={formId}>
          <AddressForm
            form={form}
            action={page}
            section={sectionId}
            title={t("account.delivery.newTitle")}
            initial={addressValuesOf(subscription.shipping_address, DEFAULT_CART_COUNTRY)}
            submitLabel={t("account.delivery.save")}
            saved={offered}
            countries={countries}
          />
        </div>
      )}
    </div>
  )
}
