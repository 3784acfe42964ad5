import type { RenderedEmail } from "./layout"
import { newsletterConfirmation, NewsletterConfirmationData } from "./newsletter-confirmation"
import { newsletterWelcome, NewsletterWelcomeData } from "./newsletter-welcome"
import { orderCanceled, OrderCanceledData } from "./order-canceled"
import { orderConfirmation, OrderConfirmationData } from "./order-confirmation"
import { orderRefunded, OrderRefundedData } from "./order-refunded"
import { orderShipped, OrderShippedData } from "./order-shipped"
import { paymentRefunded, PaymentRefundedData, paymentRefundedSeller } from "./payment-refunded"
import { sellerNotice, SellerNoticeData } from "./seller-notice"
import { signInCode, SignInCodeData } from "./sign-in-code"
import { subscriptionCancelled, SubscriptionCancelledData } from "./subscription-cancelled"
import { subscriptionChanged, SubscriptionChangedData } from "./subscription-changed"
import { subscriptionPaymentFailed, SubscriptionPaymentFailedData } from "./subscription-payment-failed"
import { subscriptionStarted, SubscriptionStartedData } from "./subscription-started"
import { withdrawalLookupsLocked, WithdrawalLookupsLockedData } from "./withdrawal-lookups-locked"
import { withdrawalReceived, WithdrawalReceivedData } from "./withdrawal-received"
import { withdrawalReceivedSeller, WithdrawalReceivedSellerData } from "./withdrawal-received-seller"

/**
 * Every email the shop sends, by template name. To add one: write templates/<name>.ts exporting a
 * render function, add it here, then send it through the notification module with
 * `{ channel: "email", template: "<name>", to, data }`.
 */
type TemplateData = {
  "newsletter-confirmation": NewsletterConfirmationData
  "newsletter-welcome": NewsletterWelcomeData
  "order-canceled": OrderCanceledData
  "order-confirmation": OrderConfirmationData
  "order-refunded": OrderRefundedData
  "order-shipped": OrderShippedData
  "payment-refunded": PaymentRefundedData
  "payment-refunded-seller": PaymentRefundedData
  "seller-notice": SellerNoticeData
  "sign-in-code": SignInCodeData
  "subscription-cancelled": SubscriptionCancelledData
  "subscription-changed": SubscriptionChangedData
  "subscription-payment-failed": SubscriptionPaymentFailedData
  "subscription-started": SubscriptionStartedData
  "withdrawal-lookups-locked": WithdrawalLookupsLockedData
  "withdrawal-received": WithdrawalReceivedData
  "withdrawal-received-seller": WithdrawalReceivedSellerData
}

export type EmailTemplateName = keyof TemplateData

const TEMPLATES: { [Name in EmailTemplateName]: (data: TemplateData[Name]) => RenderedEmail } = {
  "newsletter-confirmation": newsletterConfirmation,
  "newsletter-welcome": newsletterWelcome,
  "order-canceled": orderCanceled,
  "order-confirmation": orderConfirmation,
  "order-refunded": orderRefunded,
  "order-shipped": orderShipped,
  "payment-refunded": paymentRefunded,
  "payment-refunded-seller": paymentRefundedSeller,
  "seller-notice": sellerNotice,
  "sign-in-code": signInCode,
  "subscription-cancelled": subscriptionCancelled,
  "subscription-changed": subscriptionChanged,
  "subscription-payment-failed": subscriptionPaymentFailed,
  "subscription-started": subscriptionStarted,
  "withdrawal-lookups-locked": withdrawalLookupsLocked,
  "withdrawal-received": withdrawalReceived,
  "withdrawal-received-seller": withdrawalReceivedSeller,
}

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.prototype.hasOwnProperty.call(TEMPLATES, name)
}

/** Renders a template with the data of a notification (which the sender built for that template). */
export function renderEmail(name: EmailTemplateName, data: Record<string, unknown>): RenderedEmail {
  // a notification's data is loose JSON to Medusa; its sender built it as this template's data
  const render = TEMPLATES[name] as (data: Record<string, unknown>) => RenderedEmail
  return render(data)
}
