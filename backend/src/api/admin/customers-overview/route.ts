import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { customersOverview, OVERVIEW_CUSTOMER_FIELDS, OVERVIEW_ORDER_FIELDS } from "../../../workflows/customer/customers-overview"
import type { AdminCustomersOverviewQueryType } from "./validators"

/**
 * The customers with their orders and spend: two queries (the customers, and every placed order's
 * customer, date and payments), summed here, since the spend a page is sorted by is a sum over
 * all of a customer's orders. Guests are customers too, named after their order's address.
 */
export async function GET(req: MedusaRequest<unknown, AdminCustomersOverviewQueryType>, res: MedusaResponse) {
  const { limit, offset, order, q } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: customers }, { data: orders }] = await Promise.all([
    query.graph({ entity: "customer", fields: [...OVERVIEW_CUSTOMER_FIELDS] }),
    query.graph({ entity: "order", fields: [...OVERVIEW_ORDER_FIELDS], filters: { status: { $ne: "draft" } } }),
  ])
  const rows = customersOverview(customers, orders, order, q)
  res.json({ customers: rows.slice(offset, offset + limit), count: rows.length, limit, offset })
}
