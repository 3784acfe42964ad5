import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { IssuedDocument } from "../../lib/books/issued-document"
import { CreditNote } from "./models/credit-note"
import { Invoice } from "./models/invoice"
import { InvoiceSequence } from "./models/invoice-sequence"

/** The shop's two gapless sequences: invoices and credit notes. */
const SEQUENCES = { invoice: "invoice", credit_note: "credit_note" } as const

export type IssuedInvoice = { id: string; order_id: string; number: number; issued_at: Date; document?: unknown; file_id?: string | null }
export type IssuedCreditNote = {
  id: string
  order_id: string
  invoice_id: string
  refund_id: string
  number: number
  issued_at: Date
  document: unknown
  file_id: string | null
}

/** Makes a document from the number it is given and the moment it is issued. */
export type DocumentOfNumber = (number: number, issuedAt: Date) => IssuedDocument

class InvoiceModuleService extends MedusaService({ Invoice, InvoiceSequence, CreditNote }) {
  /**
   * The next number of a sequence, in the caller's transaction: the sequence's row stays locked from
   * this update until the transaction that stores the document ends, so a second caller waits and then
   * takes the number after it. Numbers follow each other without a gap, also under many at once.
   */
  private async nextNumber(sequence: string, manager: SqlEntityManager): Promise<number> {
    const [next] = await manager.execute<{ last_number: number | string }[]>(
      `INSERT INTO invoice_sequence (id, last_number) VALUES (?, 1)
       ON CONFLICT (id) DO UPDATE SET last_number = invoice_sequence.last_number + 1, updated_at = now()
       RETURNING last_number`,
      [sequence],
    )
    return Number(next.last_number)
  }

  /** Locks a sequence's row (made on first use) until the transaction ends, before looking for a document already issued. */
  private async lockSequence(sequence: string, manager: SqlEntityManager) {
    await manager.execute(
      `INSERT INTO invoice_sequence (id, last_number) VALUES (?, 0)
       ON CONFLICT (id) DO UPDATE SET last_number = invoice_sequence.last_number`,
      [sequence],
    )
  }

  /**
   * The order's invoice: the one it has, or a new one with the next number and the document
   * `documentOf` makes for that number (without `documentOf`, a number only: the concurrency tests).
   */
  @InjectTransactionManager()
  async issueInvoice(
    orderId: string,
    documentOf?: DocumentOfNumber,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {},
  ): Promise<IssuedInvoice> {
    // the transaction's entity manager (SQL with `?` bindings), which @InjectTransactionManager always provides
    const manager = sharedContext.transactionManager
    if (!manager) throw new Error("An invoice is issued in a transaction")
    await this.lockSequence(SEQUENCES.invoice, manager)
    const [existing] = await this.listInvoices({ order_id: orderId }, {}, sharedContext)
    if (existing) return existing
    const number = await this.nextNumber(SEQUENCES.invoice, manager)
    const issuedAt = new Date()
    return this.createInvoices(
      { order_id: orderId, number, issued_at: issuedAt, document: documentOf ? documentOf(number, issuedAt) : null },
      sharedContext,
    )
  }

  /** The credit note of a refund: the one it has, or a new one with the next credit note number. */
  @InjectTransactionManager()
  async issueCreditNote(
    input: { order_id: string; invoice_id: string; refund_id: string },
    documentOf: DocumentOfNumber,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {},
  ): Promise<IssuedCreditNote> {
    const manager = sharedContext.transactionManager
    if (!manager) throw new Error("A credit note is issued in a transaction")
    await this.lockSequence(SEQUENCES.credit_note, manager)
    const [existing] = await this.listCreditNotes({ refund_id: input.refund_id }, {}, sharedContext)
    if (existing) return existing
    const number = await this.nextNumber(SEQUENCES.credit_note, manager)
    const issuedAt = new Date()
    return this.createCreditNotes({ ...input, number, issued_at: issuedAt, document: documentOf(number, issuedAt) }, sharedContext)
  }
}

export default InvoiceModuleService
