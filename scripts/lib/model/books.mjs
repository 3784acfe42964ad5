// Invariant 9 of the order lifecycle (DESIGN.md): the books equal the money kept. Each paid order has
// one invoice, each refund one credit note, and the invoice's total less its credit notes' is what
// the shop kept of the payment (captured less refunded); an issued document never changes.
import { sql, waitFor } from "./run.mjs"

const CENT = 0.005

/** The run's documents per order: the invoice's and the credit notes' totals (euros), and each credit note's refund. */
async function documentsOf(shop, orderIds) {
  if (!orderIds.length) return new Map()
  const invoices = await sql(
    shop.databaseUrl,
    `SELECT order_id, number, (document->>'total_cents')::int AS cents FROM invoice WHERE deleted_at IS NULL AND order_id = ANY($1)`,
    [orderIds],
  )
  const notes = await sql(
    shop.databaseUrl,
    `SELECT order_id, refund_id, (document->>'total_cents')::int AS cents FROM credit_note WHERE deleted_at IS NULL AND order_id = ANY($1)`,
    [orderIds],
  )
  const refunds = await sql(
    shop.databaseUrl,
    `SELECT opc.order_id, r.id FROM order_payment_collection opc
       JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
       JOIN refund r ON r.payment_id = p.id AND r.deleted_at IS NULL
      WHERE opc.order_id = ANY($1) AND opc.deleted_at IS NULL`,
    [orderIds],
  )
  const books = new Map(orderIds.map((id) => [id, { invoices: [], notes: [], refunds: [] }]))
  for (const invoice of invoices) books.get(invoice.order_id).invoices.push(invoice)
  for (const note of notes) books.get(note.order_id).notes.push(note)
  for (const refund of refunds) books.get(refund.order_id).refunds.push(refund.id)
  return books
}

/**
 * Fails `fail("9 books", …)` for a paid order whose documents do not add up to what was kept, or
 * whose refunds and credit notes do not pair one to one (waiting a while first: credit notes follow
 * their refund's event), or whose invoice states another total than the payment it was issued for
 * (what was captured: a later return or refund must not have changed it).
 */
export async function checkBooks(shop, orders, fail) {
  const paid = orders.filter((order) => order.captured > CENT)
  const complete = (books) =>
    paid.every((order) => {
      const entry = books.get(order.id)
      return entry.invoices.length === 1 && entry.notes.length === entry.refunds.length
    })
  let books = await documentsOf(
    shop,
    paid.map((order) => order.id),
  )
  await waitFor(
    async () =>
      complete(
        (books = await documentsOf(
          shop,
          paid.map((order) => order.id),
        )),
      ),
    30_000,
  ).catch(() => {})
  for (const order of paid) {
    const name = `order #${order.display_id}`
    const { invoices, notes, refunds } = books.get(order.id)
    if (invoices.length !== 1) {
      fail("9 books", `${name} (paid ${order.captured}) has ${invoices.length} invoices`)
      continue
    }
    const credited = new Set(notes.map((note) => note.refund_id))
    for (const refund of refunds) if (!credited.has(refund)) fail("9 books", `${name}: refund ${refund} has no credit note`)
    if (notes.length !== new Set(notes.map((note) => note.refund_id)).size)
      fail("9 books", `${name}: a refund has more than one credit note`)
    const booked = (invoices[0].cents - notes.reduce((sum, note) => sum + note.cents, 0)) / 100
    const kept = order.captured - order.refunded
    if (Math.abs(booked - kept) > CENT)
      fail(
        "9 books",
        `${name}: invoice ${invoices[0].cents / 100} less credit notes = ${booked}, but ${kept} was kept (${order.captured} captured, ${order.refunded} refunded)`,
      )
    if (Math.abs(invoices[0].cents / 100 - order.captured) > CENT)
      fail("9 books", `${name}: its invoice ${invoices[0].number} states ${invoices[0].cents / 100}, the payment was ${order.captured}`)
  }
}
