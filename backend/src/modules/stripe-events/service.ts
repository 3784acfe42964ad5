import { MedusaService } from "@medusajs/framework/utils"
import { CheckoutRefund } from "./models/checkout-refund"
import { StripeEvent } from "./models/stripe-event"

export default class StripeEventsModuleService extends MedusaService({ StripeEvent, CheckoutRefund }) {}
