import type { Maybe } from "../../lib/queried"

export type QueriedAddress = { [field in "first_name" | "last_name" | "address_1" | "postal_code" | "city" | "country_code"]?: Maybe<string> }

/** An address as e-mails print it: name, street, postal code and city, country (the lines it has). */
export const addressLines = (address: Maybe<QueriedAddress>): string[] =>
  [
    [address?.first_name, address?.last_name].filter(Boolean).join(" "),
    address?.address_1,
    [address?.postal_code, address?.city].filter(Boolean).join(" "),
    address?.country_code?.toUpperCase(),
  ].filter((line): line is string => Boolean(line))
