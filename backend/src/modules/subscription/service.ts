import { MedusaService } from "@medusajs/framework/utils"
import { Subscription } from "./models/subscription"
import { SubscriptionRenewal } from "./models/subscription-renewal"
import { SubscriptionStart } from "./models/subscription-start"

class SubscriptionModuleService extends MedusaService({ Subscription, SubscriptionRenewal, SubscriptionStart }) {}

export default SubscriptionModuleService
