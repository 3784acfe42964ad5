import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { toCents } from "order-summary"
import { creditNoteDocument, issuedDocumentOf, type CreditNoteReason } from "../../lib/books/issued-document"
import { INVOICE_MODULE } from "../../modules/invoice"
import { WITHDRAWAL_MODULE } from "../../modules/withdrawal"
import { ensureInvoice, keptPdf, type KeptDocument } from "./issued-documents"

/**
 * The reason a refund of the order is credited for: a withdrawal, a cancellation, a return received,
 * else a refund (the credit note states it in its language: the catalogues' document.reason…).
 */
async function reasonOf(container: MedusaContainer, orderId: string, status: string | null | undefined): Promise<CreditNoteReason> {
  const withdrawals = await container.resolve(WITHDRAWAL_MODULE).listWithdrawals({ order_id: orderId }, { take: 1 })
  if (withdrawals.length) return "withdrawal"
  if (status === "canceled") return "cancellation"
  const { data: returns } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "return", fields: ["id", "received_at"], filters: { order_id: orderId } })
  return returns.some((entry) => entry.received_at) ? "return" : "refund"
}

/**
 * A credit note for each refund of the order that has none yet (oldest refund first, so their numbers
 * follow the refunds), each correcting the order's invoice and kept with its PDF. Answers all of the
 * order's credit notes. Issuing twice issues nothing new: a refund has one credit note.
 */
export type KeptCreditNote = KeptDocument & { refund_id: string }

export async function issueCreditNotes(container: MedusaContainer, orderId: string): Promise<KeptCreditNote[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "payment_collections.payments.refunds.id",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.created_at",
    ],
    filters: { id: orderId },
  })
  const order = data[0]
  const refunds = (order?.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .flatMap((payment) => payment?.refunds ?? [])
    .flatMap((refund) => (refund ? [refund] : []))
    .sort((a, b) => new Date(a.created_at ?? 0).getTime() - new Date(b.created_at ?? 0).getTime())
  const invoices = container.resolve(INVOICE_MODULE)
  if (refunds.length) {
    const issued = new Set((await invoices.listCreditNotes({ order_id: orderId })).map((note) => note.refund_id))
    const missing = refunds.filter((refund) => !issued.has(refund.id))
    if (missing.length) {
      const invoice = await ensureInvoice(container, orderId, { requirePaid: false })
      const reason = await reasonOf(container, orderId, order?.status)
      for (const refund of missing) {
        await invoices.issueCreditNote({ order_id: orderId, invoice_id: invoice.id, refund_id: refund.id }, (number, issuedAt) =>
          creditNoteDocument(invoice.document, { refund_id: refund.id, cents: toCents(refund.amount), reason }, number, issuedAt),
        )
      }
    }
  }
  const notes: KeptCreditNote[] = (await invoices.listCreditNotes({ order_id: orderId }, { order: { number: "ASC" } })).flatMap((note) => {
    const document = issuedDocumentOf(note.document)
    return document ? [{ id: note.id, document, file_id: note.file_id ?? null, refund_id: note.refund_id }] : []
  })
  for (const note of notes) if (!note.file_id) note.file_id = (await keptPdf(container, note)).file_id
  return notes
}

/**
 * Credit notes for the refunds made between `since` and `until` that have none: a refund whose event
 * was lost, or whose subscriber failed, is still credited (on the day this finds it, the date a credit
 * note counts from). Answers how many orders it issued for.
 */
export async function issueMissingCreditNotes(container: MedusaContainer, { since, until }: { since: Date; until: Date }): Promise<number> {
  const refunds = await container
    .resolve(Modules.PAYMENT)
    .listRefunds({ created_at: { $gte: since.toISOString(), $lt: until.toISOString() } }, { relations: ["payment"] })
  if (!refunds.length) return 0
  const credited = new Set(
    (await container.resolve(INVOICE_MODULE).listCreditNotes({ refund_id: refunds.map((refund) => refund.id) })).map(
      (note) => note.refund_id,
    ),
  )
  const collections = [
    ...new Set(
      refunds
        .filter((refund) => !credited.has(refund.id))
        .flatMap((refund) => (refund.payment?.payment_collection_id ? [refund.payment.payment_collection_id] : [])),
    ),
  ]
  if (!collections.length) return 0
  const { data: links } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collections } })
  const orderIds = [...new Set(links.map((link) => link.order_id))]
  for (const orderId of orderIds) await issueCreditNotes(container, orderId)
  return orderIds.length
}
