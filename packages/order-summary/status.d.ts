export type OrderStatusCode = "withdrawn" | "canceled" | "delivered" | "shipped" | "partially_shipped" | "preparing" | "received"
export type OrderStatus = { readonly code: OrderStatusCode; readonly label: string }

export declare const ORDER_STATUS: { readonly [code in OrderStatusCode]: OrderStatus & { readonly code: code } }

/** What the status is read from: Medusa's order status and aggregated statuses, and the buyer's withdrawal. */
export type OrderStatusInput = {
  status?: string | null
  fulfillment_status?: string | null
  payment_status?: string | null
  fully_withdrawn?: boolean
}

export declare function orderStatus(order: OrderStatusInput): OrderStatus
