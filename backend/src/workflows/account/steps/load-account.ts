import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import { subscriptionsOfCustomer } from "../../subscription/customer-subscriptions"
import { lineIdsOf, type QueriedOrderPage } from "../../order-page/order-page-view"
import { withdrawnLineIds } from "../../withdrawal/withdrawn-lines"
import { savedAddressView, accountOrderView, accountSubscriptionView } from "../account-views"
import { PREFERRED_LOCALE_KEY } from "../../../lib/shop-locales"

/**
 * Everything the account holds of the signed-in customer, and only theirs: the profile, saved
 * addresses, every order in the account (newest first; `orders` are the customer's orders as
 * Medusa's order list answers `accountOrderFields`), the subscriptions those orders started, and
 * the newsletter consent of the address, and the language chosen for the account (null before one
 * was: the e-mails of an order are then in the language it was placed in).
 */
export const loadAccountStep = createStep(
  "load-account",
  async ({ customer_id, orders }: { customer_id: string; orders: QueriedOrderPage[] }, { container }) => {
    const [customer] = await container
      .resolve(Modules.CUSTOMER)
      .listCustomers(
        { id: customer_id, has_account: true },
        { select: ["id", "email", "first_name", "last_name", "phone", "created_at", "metadata"], relations: ["addresses"] },
      )
    if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This account no longer exists.")
    const orderIds = orders.map((order) => order.id)
    const held = await subscriptionsOfCustomer(container, customer_id, orderIds)
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const [consent] = await newsletter.listNewsletterSubscriptions({ email: customer.email })
    const withdrawn = await withdrawnLineIds(container, orders.flatMap(lineIdsOf))
    const chosen = customer.metadata?.[PREFERRED_LOCALE_KEY]
    const views = orders.map((order) => accountOrderView(order, withdrawn)).sort((a, b) => b.created_at.localeCompare(a.created_at))
    return new StepResponse({
      customer: {
        id: customer.id,
        email: customer.email,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone: customer.phone,
        created_at: customer.created_at,
      },
      addresses: (customer.addresses ?? []).map(savedAddressView),
      orders: views,
      subscriptions: held.map(accountSubscriptionView),
      newsletter: { status: consent?.status ?? "not_subscribed", subscribed: consent?.status === "subscribed" },
      language: { locale: typeof chosen === "string" && chosen ? chosen : null },
    })
  },
)
