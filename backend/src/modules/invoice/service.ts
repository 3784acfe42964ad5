import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { Invoice } from "./models/invoice"
import { InvoiceSequence } from "./models/invoice-sequence"

const INVOICES = "invoice"

export type IssuedInvoice = { id: string; order_id: string; number: number; issued_at: Date }

class InvoiceModuleService extends MedusaService({ Invoice, InvoiceSequence }) {
  /**
   * The order's invoice: the one it has, or a new one with the next number. Numbers follow each other
   * without a gap, also when many orders are invoiced at once: the sequence's row stays locked from
   * the moment it is read until the invoice that takes the number is stored, so a second caller waits
   * and then sees that invoice (or takes the number after it).
   */
  @InjectTransactionManager()
  async issueInvoice(orderId: string, @MedusaContext() sharedContext: Context<SqlEntityManager> = {}): Promise<IssuedInvoice> {
    // the transaction's entity manager (SQL with `?` bindings), which @InjectTransactionManager always provides
    const manager = sharedContext.transactionManager
    if (!manager) throw new Error("An invoice is issued in a transaction")
    // the row is made on first use, and locked by this update until the transaction ends
    await manager.execute(
      `INSERT INTO invoice_sequence (id, last_number) VALUES (?, 0)
       ON CONFLICT (id) DO UPDATE SET last_number = invoice_sequence.last_number`,
      [INVOICES]
    )
    const [existing] = await this.listInvoices({ order_id: orderId }, {}, sharedContext)
    if (existing) return existing
    const [next] = await manager.execute<{ last_number: number | string }[]>(`UPDATE invoice_sequence SET last_number = last_number + 1, updated_at = now() WHERE id = ? RETURNING last_number`, [
      INVOICES,
    ])
    return this.createInvoices({ order_id: orderId, number: Number(next.last_number), issued_at: new Date() }, sharedContext)
  }
}

export default InvoiceModuleService
