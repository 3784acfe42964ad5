import crypto from "node:crypto"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CreateCustomerAddressDTO } from "@medusajs/framework/types"
import { subscriptions } from "../../subscription/subscriptions"
import { ACCOUNT_ADDRESS_FIELDS } from "../account-views"
import { likeExactly } from "../../../lib/like-exactly"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

/** What an erased person is called where a record must stay (orders, for the tax law). */
export const ANONYMISED_NAME = "Anonymised"
export const LIVE_SUBSCRIPTION_BLOCKS_DELETION =
  "Cancel your subscription before you delete your account: it still sends deliveries to you."

/** The personal fields of an address; country, postal code and city stay (the place of supply for VAT). */
const PERSONAL_ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "phone"] as const
const PERSONAL_ADDRESS = {
  first_name: ANONYMISED_NAME,
  last_name: "",
  company: "",
  address_1: "",
  address_2: "",
  phone: "",
} satisfies Record<(typeof PERSONAL_ADDRESS_FIELDS)[number], string>

type Undo = {
  orders: { id: string; email: string | null }[]
  orderAddresses: Record<string, unknown>[]
  carts: { id: string; email: string | null }[]
  cartAddresses: Record<string, unknown>[]
  contactMessages: { id: string; name: string; email: string; subject: string; message: string }[]
  subscriptions: { id: string; email: string; customer_name: string; shipping_address: Record<string, unknown> }[]
  customers: {
    id: string
    email: string | null
    first_name: string | null
    last_name: string | null
    phone: string | null
    company_name: string | null
  }[]
  addresses: CreateCustomerAddressDTO[]
}

/**
 * Values shorter than this are not searched for in the copies erased afterwards: a one-letter name
 * or an empty field would match other people's records.
 */
const ERASED_VALUE_MIN_LENGTH = 3

/** The fields of a record, a missing one as null. */
function pick<T extends object, F extends keyof T>(record: T, fields: readonly F[]) {
  const picked: Partial<Record<F, T[F] | null>> = {}
  for (const field of fields) picked[field] = record[field] ?? null
  return picked
}

/**
 * "Delete my account" (GDPR art. 17): the person's data in the orders of the account and of its
 * address (guest orders not yet in the account included), the carts those orders were made from
 * and the person's other carts, their subscriptions, the contact messages from the address and the
 * customer records of the address (the account's and its guest ones) is replaced by
 * ANONYMISED_NAME and a made-up address; the orders themselves stay, with their lines, amounts and
 * the country, postal code and city of delivery, as the tax law requires. Saved addresses are
 * deleted. Refused while a subscription still delivers. Undone field by field. Answers the values
 * that were erased (`personal`), for the copies that cannot be undone (eraseCopiesStep).
 */
export const anonymiseAccountStep = createStep(
  "anonymise-account",
  async ({ customer_id }: { customer_id: string }, { container }) => {
    const customerModule = container.resolve(Modules.CUSTOMER)
    const orderModule = container.resolve(Modules.ORDER)
    const [account] = await customerModule.listCustomers({ id: customer_id }, { select: ["id", "email"] })
    if (!account) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This account no longer exists.")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const orderFields = ["id", "email", "shipping_address.*", "billing_address.*", "cart.id"]
    const { data: ofAccount } = await query.graph({ entity: "order", fields: orderFields, filters: { customer_id } })
    const { data: ofAddress } = account.email
      ? await query.graph({ entity: "order", fields: orderFields, filters: { email: { $ilike: likeExactly(account.email) } } })
      : { data: [] }
    const orders = [...new Map([...ofAccount, ...ofAddress].map((order) => [order.id, order])).values()]
    const held = orders.length ? await subscriptions(container).listSubscriptions({ origin_order_id: orders.map((order) => order.id) }) : []
    if (held.some((subscription) => subscription.status !== "cancelled"))
      throw new MedusaError(MedusaError.Types.CONFLICT, LIVE_SUBSCRIPTION_BLOCKS_DELETION)
    const people = await customerModule.listCustomers({ email: account.email }, { relations: ["addresses"] })
    const cartModule = container.resolve(Modules.CART)
    const cartIds = orders.flatMap((order) => (order.cart?.id ? [order.cart.id] : []))
    const emails = [...new Set([account.email, ...orders.map((order) => order.email)].filter((email): email is string => Boolean(email)))]
    const cartsWhere = async (filters: { id: string[] } | { customer_id: string[] } | { email: string[] }) =>
      (await query.graph({ entity: "cart", fields: ["id", "email", "shipping_address.*", "billing_address.*"], filters })).data
    const carts = [
      ...new Map(
        [
          ...(cartIds.length ? await cartsWhere({ id: cartIds }) : []),
          ...(people.length ? await cartsWhere({ customer_id: people.map((person) => person.id) }) : []),
          ...(emails.length ? await cartsWhere({ email: emails }) : []),
        ].map((cart) => [cart.id, cart]),
      ).values(),
    ]
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const messages = account.email ? await contact.listContactMessages({ email: { $ilike: likeExactly(account.email) } }) : []
    const erased = `anonymised-${crypto.randomUUID()}@deleted.invalid`

    const undo: Undo = {
      orders: orders.map((order) => ({ id: order.id, email: order.email ?? null })),
      orderAddresses: orders.flatMap((order) =>
        [order.shipping_address, order.billing_address].flatMap((address) =>
          address?.id ? [pick(address, ["id", ...PERSONAL_ADDRESS_FIELDS])] : [],
        ),
      ),
      carts: carts.map((cart) => ({ id: cart.id, email: cart.email ?? null })),
      cartAddresses: carts.flatMap((cart) =>
        [cart.shipping_address, cart.billing_address].flatMap((address) =>
          address?.id ? [pick(address, ["id", ...PERSONAL_ADDRESS_FIELDS])] : [],
        ),
      ),
      contactMessages: messages.map(({ id, name, email, subject, message }) => ({ id, name, email, subject, message })),
      subscriptions: held.map((subscription) => ({
        id: subscription.id,
        email: subscription.email,
        customer_name: subscription.customer_name,
        shipping_address: subscription.shipping_address,
      })),
      customers: people.map((person) => ({
        id: person.id,
        email: person.email ?? null,
        first_name: person.first_name ?? null,
        last_name: person.last_name ?? null,
        phone: person.phone ?? null,
        company_name: person.company_name ?? null,
      })),
      addresses: people.flatMap((person) =>
        (person.addresses ?? []).map((address) => ({
          ...pick(
            address,
            ACCOUNT_ADDRESS_FIELDS.filter((field) => field !== "id"),
          ),
          customer_id: person.id,
        })),
      ),
    }
    if (undo.orders.length) await orderModule.updateOrders(undo.orders.map(({ id }) => ({ id, email: erased })))
    if (undo.orderAddresses.length)
      await orderModule.updateOrderAddresses(undo.orderAddresses.map((address) => ({ id: String(address.id), ...PERSONAL_ADDRESS })))
    if (undo.carts.length) await cartModule.updateCarts(undo.carts.map(({ id }) => ({ id, email: erased })))
    if (undo.cartAddresses.length)
      await cartModule.updateAddresses(undo.cartAddresses.map((address) => ({ id: String(address.id), ...PERSONAL_ADDRESS })))
    if (undo.contactMessages.length) {
      await contact.updateContactMessages(
        undo.contactMessages.map(({ id }) => ({ id, name: ANONYMISED_NAME, email: erased, subject: "", message: "" })),
      )
    }
    for (const subscription of undo.subscriptions) {
      await subscriptions(container).updateSubscriptions({
        id: subscription.id,
        email: erased,
        customer_name: ANONYMISED_NAME,
        shipping_address: { ...subscription.shipping_address, ...PERSONAL_ADDRESS },
      })
    }
    if (undo.customers.length) {
      await customerModule.updateCustomers(
        { id: undo.customers.map(({ id }) => id) },
        { email: erased, first_name: ANONYMISED_NAME, last_name: "", phone: null, company_name: null },
      )
    }
    const addressIds = people.flatMap((person) => (person.addresses ?? []).map((address) => address.id))
    if (addressIds.length) await customerModule.deleteCustomerAddresses(addressIds)
    const personal = [
      ...emails,
      ...[...undo.orderAddresses, ...undo.cartAddresses].flatMap((address) => PERSONAL_ADDRESS_FIELDS.map((field) => address[field])),
      ...undo.customers.flatMap((person) => [person.first_name, person.last_name, person.phone, person.company_name]),
      ...undo.contactMessages.map((message) => message.name),
    ]
    return new StepResponse(
      {
        email: account.email,
        emails,
        orders: undo.orders.length,
        resource_ids: [...undo.orders.map(({ id }) => id), ...undo.carts.map(({ id }) => id), ...undo.contactMessages.map(({ id }) => id)],
        personal: [
          ...new Set(
            personal.filter((value): value is string => typeof value === "string" && value.trim().length >= ERASED_VALUE_MIN_LENGTH),
          ),
        ],
      },
      undo,
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    const customerModule = container.resolve(Modules.CUSTOMER)
    const orderModule = container.resolve(Modules.ORDER)
    if (undo.addresses.length) await customerModule.createCustomerAddresses(undo.addresses)
    for (const customer of undo.customers) await customerModule.updateCustomers(customer.id, customer)
    for (const subscription of undo.subscriptions) await subscriptions(container).updateSubscriptions(subscription)
    if (undo.orderAddresses.length)
      await orderModule.updateOrderAddresses(undo.orderAddresses.map((address) => ({ ...address, id: String(address.id) })))
    const cartModule = container.resolve(Modules.CART)
    if (undo.carts.length) await cartModule.updateCarts(undo.carts)
    if (undo.cartAddresses.length)
      await cartModule.updateAddresses(undo.cartAddresses.map((address) => ({ ...address, id: String(address.id) })))
    if (undo.contactMessages.length)
      await container.resolve<ContactModuleService>(CONTACT_MODULE).updateContactMessages(undo.contactMessages)
    if (undo.orders.length) await orderModule.updateOrders(undo.orders.map(({ id, email }) => ({ id, email: email ?? undefined })))
  },
)
