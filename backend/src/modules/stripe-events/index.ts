import { Module } from "@medusajs/framework/utils"
import StripeEventsModuleService from "./service"

export const STRIPE_EVENTS_MODULE = "stripe_events"

export default Module(STRIPE_EVENTS_MODULE, { service: StripeEventsModuleService })
