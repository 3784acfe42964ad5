import type { MedusaContainer } from "@medusajs/framework/types"
import { issueMissingCreditNotes } from "../workflows/invoice/credit-notes"

/** How far back the job looks for a refund without its credit note. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Books that never miss a refund: every ten minutes, a refund of the past week without its credit
 * note (its event lost, its subscriber failed) gets it.
 */
export default async function issueMissingCreditNotesJob(container: MedusaContainer) {
  const until = new Date()
  await issueMissingCreditNotes(container, { since: new Date(until.getTime() - LOOK_BACK_MS), until })
}

export const config = { name: "issue-missing-credit-notes", schedule: "*/10 * * * *" }
