import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ConsumerOrder, ConsumerOrderLine } from "./consumer-order"
import { alreadyWithdrawn } from "./withdrawal-errors"

/**
 * The lines the statement covers: those chosen, or every line not withdrawn yet. A line of another
 * order is refused, and so is a line withdrawn before.
 */
export const chooseWithdrawnLinesStep = createStep(
  "choose-withdrawn-lines",
  async ({ order, item_ids }: { order: ConsumerOrder; item_ids?: string[] }) => {
    if (item_ids) {
      const chosen = item_ids.map((id) => order.items.find((line) => line.id === id))
      if (chosen.some((line) => !line))
        throw new MedusaError(MedusaError.Types.INVALID_DATA, "Some of the chosen items are not in this order.")
      const lines = chosen.filter((line): line is ConsumerOrderLine => line !== undefined)
      if (lines.some((line) => line.withdrawn)) throw alreadyWithdrawn(order.display_id)
      return new StepResponse(lines)
    }
    const open = order.items.filter((line) => !line.withdrawn)
    if (open.length === 0) throw alreadyWithdrawn(order.display_id)
    return new StepResponse(open)
  },
)
