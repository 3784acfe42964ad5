/** A date of the admin's lists, in the seller's locale; "" for none. */
export const formatDate = (value: string | null) => (value ? new Date(value).toLocaleString() : "")
