import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { lineTitle, toCents } from "order-summary"
import type { Amount, Maybe } from "../../lib/queried"
import { settings } from "../../lib/settings"
import { ORDER_LANGUAGE_FIELDS, orderLanguage, type QueriedOrderLanguage } from "../../lib/shop-locales"
import type { OrderCanceledData } from "../../modules/email-notification/templates/order-canceled"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { issueCreditNotesWorkflow, type IssuedCreditNote } from "../invoice/issue-credit-notes"
import { orderEmail } from "./order-email"
import { listOrderWithdrawalsStep } from "../withdrawal/steps/list-order-withdrawals"

type QueriedCanceledOrder = QueriedOrderLanguage & {
  id: string
  display_id?: Maybe<number | string>
  email?: Maybe<string>
  no_notification?: Maybe<boolean>
  status?: Maybe<string>
  items?: Maybe<Maybe<{ product_title?: Maybe<string>; variant_title?: Maybe<string>; title?: Maybe<string>; quantity: Amount }>[]>
  payment_collections?: Maybe<
    Maybe<{ payments?: Maybe<Maybe<{ captures?: Maybe<Maybe<{ amount: Amount }>[]>; refunds?: Maybe<Maybe<{ amount: Amount }>[]> }>[]> }>[]
  >
}

/** The shopper's cancellation e-mail: the lines that will not come, and the money given back. */
export function cancellationNotices(
  order: Maybe<QueriedCanceledOrder>,
  withdrawn: boolean,
  creditNotes: IssuedCreditNote[] = [],
): CreateNotificationDTO[] {
  if (!order?.email || order.no_notification || order.status !== "canceled") return []
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  const sum = (amounts: Maybe<{ amount: Amount }>[]) => amounts.reduce((cents, entry) => cents + toCents(entry?.amount), 0)
  const data: OrderCanceledData = {
    display_id: Number(order.display_id),
    items: (order.items ?? []).flatMap((line) => (line ? [{ title: lineTitle(line), quantity: Number(line.quantity) }] : [])),
    // a cancelled order's total is zero: what was paid is what was captured
    paid_cents: sum(payments.flatMap((payment) => payment?.captures ?? [])),
    refunded_cents: sum(payments.flatMap((payment) => payment?.refunds ?? [])),
    withdrawn,
    shop_url: settings.STOREFRONT_URL,
    // the cancellation's refund's credit note (the latest issued), attached as a PDF
    credit_note: creditNotes.at(-1)?.document ?? null,
    locale: orderLanguage(order, order.customer),
  }
  return [orderEmail("order-canceled", order.id, { to: order.email, order_id: order.id, data })]
}

/** The cancellation e-mail to the shopper, when the seller (or the shopper's withdrawal) cancels their order. */
export const sendCancellationEmailWorkflow = createWorkflow("send-cancellation-email", (input: { order_id: string }) => {
  const { data: order } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "no_notification",
      "status",
      // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
      "items.*",
      "items.detail.*",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
      ...ORDER_LANGUAGE_FIELDS,
    ],
    filters: { id: input.order_id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const withdrawals = listOrderWithdrawalsStep({ order_id: input.order_id })
  // the refund's credit note first: the e-mail carries it
  const creditNotes = issueCreditNotesWorkflow.runAsStep({ input: { order_id: input.order_id } })
  const notices = transform({ order, withdrawals, creditNotes }, ({ order, withdrawals, creditNotes }) =>
    cancellationNotices(order, withdrawals.length > 0, creditNotes),
  )
  sendNoticesStep(notices)
  return new WorkflowResponse(notices)
})
