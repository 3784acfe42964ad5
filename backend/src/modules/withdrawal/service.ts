import { MedusaService } from "@medusajs/framework/utils"
import { Withdrawal } from "./models/withdrawal"
import { WithdrawnLine } from "./models/withdrawn-line"

class WithdrawalModuleService extends MedusaService({ Withdrawal, WithdrawnLine }) {}

export default WithdrawalModuleService
