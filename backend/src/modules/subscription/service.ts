import { MedusaService } from "@medusajs/framework/utils"
import { Subscription } from "./models/subscription"
import { SubscriptionRenewal } from "./models/subscription-renewal"

class SubscriptionModuleService extends MedusaService({ Subscription, SubscriptionRenewal }) {}

export default SubscriptionModuleService
