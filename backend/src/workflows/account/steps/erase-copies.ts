import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { EMAIL_CODE_PROVIDER } from "../../../lib/sign-in-code"

/** Workflow executions read at a time while looking for the person's copies. */
const EXECUTIONS_PAGE = 200

/**
 * Medusa's notification and workflow modules are built with MedusaService, which gives each of
 * them delete<Model>s, but their public interfaces leave those out: checked here before use.
 */
type Deleting<Name extends string, Key> = { [Method in Name]: (keys: Key[]) => Promise<void> }
const canDelete = <Name extends string, Key = string>(service: object, name: Name): service is Deleting<Name, Key> =>
  name in service && typeof Reflect.get(service, name) === "function"

/** A workflow execution's primary key: its workflow, transaction and run together. */
type ExecutionKey = { workflow_id: string; transaction_id: string; run_id: string }

/** True when the record, as JSON, holds any of the values (any letter case). */
const holdsAny = (record: unknown, values: string[]) => {
  const text = JSON.stringify(record).toLowerCase()
  return values.some((value) => text.includes(value.toLowerCase()))
}

/**
 * "Delete my account", last: the copies of the person's data that no record needs afterwards and
 * that cannot be anonymised field by field are deleted: the e-mails sent to the address and the
 * notices of the person's orders and carts naming them (the notification module keeps each e-mail's
 * data), and the stored executions of workflows (a cart's completion keeps the cart in its
 * context), and the address's sign-in identity. Last in its workflow and not undone: nothing after it can fail and ask for them back.
 */
export const eraseCopiesStep = createStep(
  "erase-personal-copies",
  async ({ emails, personal, resource_ids }: { emails: string[]; personal: string[]; resource_ids: string[] }, { container }) => {
    const notifications = container.resolve(Modules.NOTIFICATION)
    const sent = [
      ...(emails.length ? await notifications.listNotifications({ to: emails }) : []),
      ...(resource_ids.length ? await notifications.listNotifications({ resource_id: resource_ids }) : []),
    ]
    const notificationIds = [
      ...new Set(sent.filter((notice) => emails.includes(notice.to) || holdsAny(notice, personal)).map((notice) => notice.id)),
    ]
    if (notificationIds.length && canDelete(notifications, "deleteNotifications")) await notifications.deleteNotifications(notificationIds)

    const workflows = container.resolve(Modules.WORKFLOW_ENGINE)
    const executions: ExecutionKey[] = []
    for (let skip = 0; ; skip += EXECUTIONS_PAGE) {
      const page = await workflows.listWorkflowExecutions(
        {},
        {
          select: ["id", "workflow_id", "transaction_id", "run_id", "context", "execution"],
          skip,
          take: EXECUTIONS_PAGE,
          order: { id: "ASC" },
        },
      )
      for (const execution of page.filter((candidate) => holdsAny(candidate, personal))) {
        // part of the key, selected above, though Medusa's WorkflowExecutionDTO does not name it
        const run_id: unknown = Reflect.get(execution, "run_id")
        if (typeof run_id === "string")
          executions.push({ workflow_id: execution.workflow_id, transaction_id: execution.transaction_id, run_id })
      }
      if (page.length < EXECUTIONS_PAGE) break
    }
    if (executions.length && canDelete<"deleteWorkflowExecutions", ExecutionKey>(workflows, "deleteWorkflowExecutions")) {
      await workflows.deleteWorkflowExecutions(executions)
    }

    // the sign-in identity of the address (its code's hash): a new code makes a new one
    const auth = container.resolve(Modules.AUTH)
    const identities = (
      await Promise.all(emails.map((entity_id) => auth.listProviderIdentities({ entity_id, provider: EMAIL_CODE_PROVIDER })))
    ).flat()
    const authIdentityIds = [...new Set(identities.map((identity) => identity.auth_identity_id).filter((id): id is string => Boolean(id)))]
    if (authIdentityIds.length) await auth.deleteAuthIdentities(authIdentityIds)
    return new StepResponse({
      notifications: notificationIds.length,
      workflow_executions: executions.length,
      sign_in_identities: authIdentityIds.length,
    })
  },
)
