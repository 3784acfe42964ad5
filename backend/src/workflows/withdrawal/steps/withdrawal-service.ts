import type { MedusaContainer } from "@medusajs/framework/types"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"

export const withdrawals = (container: MedusaContainer) => container.resolve<WithdrawalModuleService>(WITHDRAWAL_MODULE)
