import { addressLines as writtenAddress } from "order-summary/addresses"
import type { Maybe } from "../../lib/queried"

type AddressField =
  "first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "province" | "country_code"
export type QueriedAddress = { [field in AddressField]?: Maybe<string> }

/**
 * An address as e-mails print it: name, company, street lines, then city, state and postal code in
 * the country's order, and the country's name ("New York, NY 10118" / "United States"); the rule is
 * order-summary/addresses', shared with the storefront.
 */
export const addressLines = (address: Maybe<QueriedAddress>): string[] => writtenAddress(address)
