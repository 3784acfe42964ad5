import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WITHDRAWAL_MODULE } from "../../modules/withdrawal"
import type WithdrawalModuleService from "../../modules/withdrawal/service"

/** Which of these order lines a withdrawal statement covers: the order page, the account and reviews read them. */
export async function withdrawnLineIds(container: MedusaContainer, lineIds: string[]): Promise<string[]> {
  if (!lineIds.length) return []
  const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
  const withdrawn = await withdrawals.listWithdrawnLines({ line_item_id: lineIds }, { select: ["line_item_id"] })
  return [...new Set(withdrawn.map((line) => line.line_item_id))]
}

/** The withdrawn lines of an order (its line ids given), as a step. Reads only. */
export const readWithdrawnLinesStep = createStep(
  "read-withdrawn-lines",
  async ({ line_ids }: { line_ids: string[] }, { container }) => new StepResponse(await withdrawnLineIds(container, line_ids)),
)
