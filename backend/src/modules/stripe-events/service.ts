import { MedusaService } from "@medusajs/framework/utils"
import { StripeEvent } from "./models/stripe-event"

export default class StripeEventsModuleService extends MedusaService({ StripeEvent }) {}
