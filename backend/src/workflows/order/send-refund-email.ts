import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { toCents } from "order-summary"
import type { Amount, Maybe } from "../../lib/queried"
import { settings } from "../../lib/settings"
import { ORDER_LANGUAGE_FIELDS, orderLanguage, type QueriedOrderLanguage } from "../../lib/shop-locales"
import type { OrderRefundedData } from "../../modules/email-notification/templates/order-refunded"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { issueCreditNotesWorkflow, type IssuedCreditNote } from "../invoice/issue-credit-notes"
import { orderEmail } from "./order-email"

type QueriedPayment = {
  payment_collection?: Maybe<{ order?: Maybe<{ id: string }> }>
}

type QueriedRefundedOrder = QueriedOrderLanguage & {
  id: string
  display_id?: Maybe<number | string>
  email?: Maybe<string>
  no_notification?: Maybe<boolean>
  status?: Maybe<string>
  payment_collections?: Maybe<
    Maybe<{
      payments?: Maybe<
        Maybe<{
          captures?: Maybe<Maybe<{ amount: Amount }>[]>
          refunds?: Maybe<Maybe<{ id: string; amount: Amount; created_at?: Maybe<string | Date> }>[]>
        }>[]
      >
    }>[]
  >
}

/**
 * One e-mail per refund of the order, each with what was refunded by then: the notification
 * module sends each key once, so a refund already told is not told again, and two refunds made
 * one after the other are both told.
 */
export function refundNotices(order: Maybe<QueriedRefundedOrder>, creditNotes: IssuedCreditNote[] = []): CreateNotificationDTO[] {
  // a cancelled order's refunds are told in its cancellation e-mail
  const email = order?.email
  if (!order || !email || order.no_notification || order.status === "canceled") return []
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  const paidCents = payments.flatMap((payment) => payment?.captures ?? []).reduce((sum, capture) => sum + toCents(capture?.amount), 0)
  const refunds = payments
    .flatMap((payment) => payment?.refunds ?? [])
    .flatMap((refund) => (refund ? [refund] : []))
    .sort((a, b) => new Date(a.created_at ?? 0).getTime() - new Date(b.created_at ?? 0).getTime())
  let refundedCents = 0
  return refunds.map((refund) => {
    refundedCents += toCents(refund.amount)
    const data: OrderRefundedData = {
      display_id: Number(order.display_id),
      refund_cents: toCents(refund.amount),
      refunded_cents: refundedCents,
      paid_cents: paidCents,
      shop_url: settings.STOREFRONT_URL,
      // the refund's credit note, attached as a PDF
      credit_note: creditNotes.find((note) => note.refund_id === refund.id)?.document ?? null,
      locale: orderLanguage(order, order.customer),
    }
    return orderEmail("order-refunded", refund.id, { to: email, order_id: order.id, data })
  })
}

/** The refund e-mail to the shopper, when the seller refunds a payment of their order in the admin. */
export const sendRefundEmailWorkflow = createWorkflow("send-refund-email", (input: { payment_id: string }) => {
  const { data: payment } = useQueryGraphStep({
    entity: "payment",
    fields: ["id", "payment_collection.order.id"],
    filters: { id: input.payment_id },
    options: { isList: false, throwIfKeyNotFound: true },
  }).config({ name: "get-refunded-payment" })
  const orderId = transform({ payment }, ({ payment }: { payment: Maybe<QueriedPayment> }) => payment?.payment_collection?.order?.id ?? "")
  const { data: order } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "no_notification",
      "status",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.id",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.created_at",
      ...ORDER_LANGUAGE_FIELDS,
    ],
    filters: { id: orderId },
    options: { isList: false },
  }).config({ name: "get-refunded-order" })
  // each refund's credit note first: the e-mail carries it
  const creditNotes = issueCreditNotesWorkflow.runAsStep({ input: { order_id: orderId } })
  const notices = transform({ order, creditNotes }, ({ order, creditNotes }) => refundNotices(order, creditNotes))
  sendNoticesStep(notices)
  return new WorkflowResponse(notices)
})
