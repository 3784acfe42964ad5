import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { lateStartTermsStep } from "./steps/late-start-terms"

/**
 * A subscription started by a retry, after its order's confirmation went out without its terms:
 * the shopper gets them and the management link (e-mail subscription-started, once per subscription).
 */
export const sendLateStartTermsWorkflow = createWorkflow("send-late-subscription-start-terms", (input: { order_id: string }) => {
  const late = lateStartTermsStep(input)
  when("subscription-started-late", { late }, ({ late }) => late != null).then(() => {
    sendNotificationsStep(
      transform({ late }, ({ late }) =>
        late
          ? [
              {
                to: late.email,
                channel: "email",
                template: "subscription-started",
                idempotency_key: `subscription-started:${late.subscription_id}`,
                resource_id: late.subscription_id,
                resource_type: "subscription",
                data: late.data,
              },
            ]
          : [],
      ),
    )
  })
  return new WorkflowResponse(late)
})
