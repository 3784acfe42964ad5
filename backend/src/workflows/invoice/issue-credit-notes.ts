import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { IssuedDocument } from "../../lib/books/issued-document"
import { issueCreditNotes } from "./credit-notes"

/** A refund's credit note as the e-mails attach it. */
export type IssuedCreditNote = { refund_id: string; document: IssuedDocument }

/** A credit note for each refund of the order without one (no compensation: an issued credit note stays issued). */
export const issueCreditNotesStep = createStep("issue-credit-notes", async ({ order_id }: { order_id: string }, { container }) => {
  const notes = await issueCreditNotes(container, order_id)
  return new StepResponse(notes.map((note): IssuedCreditNote => ({ refund_id: note.refund_id, document: note.document })))
})

/** The order's credit notes, one per refund, issued for the refunds that have none yet. */
export const issueCreditNotesWorkflow = createWorkflow("issue-credit-notes", (input: { order_id: string }) => {
  return new WorkflowResponse(issueCreditNotesStep({ order_id: input.order_id }))
})
