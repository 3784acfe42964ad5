import type { AppLoadContext } from "react-router"
import { accepted, acceptedAs, callForShopper, readForm, refusalStatus, refused, validate, type PostedForm } from "~/lib/form.server"
import { backendFieldMessages, formMessage, refusalMessage, SOMETHING_WRONG, type FormMessage } from "~/lib/form-message"
import { contractSchema, linkContractSchema } from "./schema"
import type {
  ReceivedWithdrawalAnswer,
  WithdrawableOrderAnswer,
  WithdrawalInvitation,
  WithdrawalInvitationAnswer,
} from "order-summary/store-api"
import { CONFIRM_FORM, LOOKUP_FORM, NO_ITEM_CHOSEN, type Contract, type ConfirmStep, type Received } from "./WithdrawalPage"

const CONTRACT_FIELDS = ["name", "order_number", "email", "postal_code", "token"] as const

/** The backend's refusals by their kind: no such order for the details, items withdrawn from already. */
const WITHDRAWAL_REFUSALS = { not_found: "withdrawal.refused.notFound", duplicate_error: "withdrawal.refused.already" }
const refusalOf = (answer: { status: number; type: string | null; message: string | null }) =>
  refusalMessage(answer, SOMETHING_WRONG, { kinds: WITHDRAWAL_REFUSALS })

/** The contract as the form carries it (typed, or read from the signed link), each field a string. */
const contractOf = (values: Record<string, string>): Contract =>
  Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, values[field] ?? ""])) as Contract

/** What identifies the contract to the backend: the signed link and the name, or the typed details. */
const contractBody = ({ token, ...typed }: Contract) => (token ? { name: typed.name, token } : typed)

/**
 * The withdrawal page's action (Consumer Rights Directive art. 11a): step 1 looks the order up, step 2
 * sends the confirmed statement; 'Back' (sent only without JavaScript) shows step 1 again as typed.
 */
export async function withdraw(request: Request, context: AppLoadContext) {
  const posted = await readForm(request)
  const { intent, values, formData } = posted
  const contract = contractOf(values)
  if (intent === CONFIRM_FORM) {
    if (values.step === "back") return refused(LOOKUP_FORM, contract, { status: 200 })
    return confirmWithdrawal(
      request,
      context,
      posted,
      contract,
      formData.getAll("item_ids").filter((id) => typeof id === "string"),
    )
  }
  const checked = validate(contract.token ? linkContractSchema : contractSchema, values)
  if (!checked.ok) return refused(LOOKUP_FORM, contract, { errors: checked.errors })
  try {
    const found = await callForShopper<WithdrawableOrderAnswer>(request, context, "/store/withdrawals/lookup", {
      body: contractBody(contract),
    })
    if (found.ok) return accepted<ConfirmStep>(LOOKUP_FORM, { order: found.body.order, contract })
    return refused(LOOKUP_FORM, contract, {
      errors: backendFieldMessages(found.fieldErrors),
      message: refusalOf(found),
      status: refusalStatus(found),
    })
  } catch (error) {
    console.error("Withdrawal lookup not sent:", error instanceof Error ? error.message : error)
    return refused(LOOKUP_FORM, contract, { message: formMessage(SOMETHING_WRONG), status: 502 })
  }
}

async function confirmWithdrawal(request: Request, context: AppLoadContext, posted: PostedForm, contract: Contract, itemIds: string[]) {
  // a refused confirmation shows step 2 again: its order read once more (a page rendered from the answer has no other)
  const refuse = async (message: FormMessage, status: number) => {
    const found = await callForShopper<WithdrawableOrderAnswer>(request, context, "/store/withdrawals/lookup", {
      body: contractBody(contract),
    }).catch(() => null)
    const order = found?.ok ? found.body.order : null
    return refused<ConfirmStep>(CONFIRM_FORM, contract, { message, status, kept: order ? { order, contract } : undefined })
  }
  if (itemIds.length === 0) return refuse(NO_ITEM_CHOSEN, 400)
  try {
    const sent = await callForShopper<ReceivedWithdrawalAnswer>(request, context, "/store/withdrawals", {
      body: { ...contractBody(contract), item_ids: itemIds },
    })
    if (sent.ok) return acceptedAs<Received>(request, posted, CONFIRM_FORM, { withdrawal: sent.body.withdrawal, email: contract.email })
    return refuse(refusalOf(sent), refusalStatus(sent))
  } catch (error) {
    console.error("Withdrawal not sent:", error instanceof Error ? error.message : error)
    return refuse(formMessage(SOMETHING_WRONG), 502)
  }
}

/** The details the signed link of an order confirmation fills in; null for a link the backend refuses. */
export async function loadWithdrawalInvitation(
  request: Request,
  context: AppLoadContext,
): Promise<{ invitation: WithdrawalInvitation | null; invitationFailed: boolean }> {
  const token = new URL(request.url).searchParams.get("token")
  if (!token) return { invitation: null, invitationFailed: false }
  const answer = await callForShopper<WithdrawalInvitationAnswer>(request, context, "/store/withdrawals/invitation", {
    query: { token },
  }).catch((error: unknown) => {
    console.error("Withdrawal invitation not read:", error instanceof Error ? error.message : error)
    return null
  })
  const invitation = answer?.ok ? answer.body.invitation : null
  return { invitation, invitationFailed: !invitation }
}
