/**
 * One change of an order at a time: the seller's fulfilment, cancel, and refund or capture of its
 * payment (Medusa's admin routes, see api/admin/order-change-middlewares.ts) and the buyer's
 * withdrawal (withdraw-from-order) take this key for the order while they run, so a withdrawal that
 * cancels the order and a fulfilment or refund of it never interleave (a fulfilment refused half-way
 * put back the reservations the cancellation had released). Waits a bounded time, then the request
 * is answered 409; expires should its holder die.
 */
export const ORDER_CHANGE_LOCK = { waitSeconds: 30, ttlSeconds: 120, retrySeconds: 0.2 } as const

export const ORDER_CHANGE_BUSY_MESSAGE = "This order is being changed by another request. Please try again in a moment."

export const orderChangeKey = (orderId: string) => `order-change:${orderId}`
