import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import SubscriptionModule from "../modules/subscription"

/** The orders a subscription made: the first purchase and every renewal. */
export default defineLink(SubscriptionModule.linkable.subscription, { linkable: OrderModule.linkable.order, isList: true })
