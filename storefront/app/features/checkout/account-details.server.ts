import type { AppLoadContext } from "react-router"
import type { AccountAnswer } from "order-summary/store-api"
import type { ShippingDetails } from "~/lib/cart"
import { customerToken } from "~/lib/customer-session.server"
import { callForShopper } from "~/lib/form.server"

/**
 * What a signed-in shopper's account fills in at checkout: the address and the first saved address
 * (null for a guest: the checkout stays as it is), read with the customer's session cookie (renewed
 * when due: its Set-Cookie goes along). A backend that does not answer leaves the checkout a guest's.
 */
export async function accountShippingDetails(
  request: Request,
  context: AppLoadContext,
): Promise<{ details: Partial<ShippingDetails> | null; setCookie: string | null }> {
  try {
    const { token, setCookie } = await customerToken(request, context)
    if (!token) return { details: null, setCookie }
    const answer = await callForShopper<AccountAnswer>(request, context, "/store/account/me", { token })
    if (!answer.ok) return { details: null, setCookie }
    const { customer, addresses } = answer.body.account
    const entries = addresses[0] ? Object.entries(addresses[0]) : []
    const filled = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => entry[0] !== "id" && typeof entry[1] === "string" && entry[1] !== ""),
    )
    return { details: { email: customer.email, ...filled }, setCookie }
  } catch (error) {
    console.error("Account not read for the checkout:", error instanceof Error ? error.message : error)
    return { details: null, setCookie: null }
  }
}
