import { useEffect, useRef, useState, type RefObject } from "react"
import { ActionForm, Field } from "~/components/Field"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import { shop } from "~/lib/shop"
import type { ContractField } from "./schema"
import type { ReceivedWithdrawal, WithdrawableOrder, WithdrawalInvitation } from "./types"
import { WITHDRAWAL_PERIOD, withdrawalNextSteps } from "order-summary/rules"

/** The names of the page's two forms (the action tells them apart by it). */
export const LOOKUP_FORM = "withdrawal-lookup"
export const CONFIRM_FORM = "withdrawal-confirm"
export const WITHDRAWAL_FALLBACK_ERROR = "Something went wrong. Please try again."
export const NO_ITEM_CHOSEN = "Choose at least one item"

/** The contract as step 1 identified it: typed, or the name with the signed link (token; empty without one). */
export type Contract = Record<ContractField | "token", string>
/** Step 2: the order found, and the contract it was found by. */
export type ConfirmStep = { order: WithdrawableOrder; contract: Contract }
/** The shop's acknowledgement, and where it was e-mailed. */
export type Received = { withdrawal: ReceivedWithdrawal; email: string }

type FieldSpec = { name: ContractField; label: string; type: "text" | "email"; autoComplete?: string; inputMode?: "numeric"; hint?: string }
const FIELDS: FieldSpec[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "order_number", label: "Order number", type: "text", inputMode: "numeric", hint: "As in your order confirmation, e.g. 1042" },
  { name: "email", label: "Email used for the order", type: "email", autoComplete: "email" },
  { name: "postal_code", label: "Postal code of the delivery address", type: "text", autoComplete: "postal-code" },
]
/** Opened from the order confirmation's link, the link identifies the order: these are shown, not asked. */
const FROM_LINK: ContractField[] = ["order_number", "email"]

const receivedText = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "long", timeZone: shop.timeZone }).format(new Date(iso))

/**
 * The withdrawal function (Consumer Rights Directive art. 11a): step 1 identifies the contract and the
 * items, step 2 is the separate 'Confirm withdrawal'; then the shop's acknowledgement. Both steps post
 * to the page's action (withdraw), so they work before the scripts have loaded and without them.
 */
export function WithdrawalPage({
  token,
  invitation,
  invitationFailed,
}: {
  token: string | null
  invitation: WithdrawalInvitation | null
  invitationFailed: boolean
}) {
  const lookup = useRouteForm<ConfirmStep>(LOOKUP_FORM)
  const confirm = useRouteForm<Received, ConfirmStep>(CONFIRM_FORM)
  // 'Back' from step 2 (with JavaScript; without, the action answers step 1 as it was typed)
  const [backFrom, setBackFrom] = useState<ConfirmStep | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const received = confirm.answer?.ok ? confirm.answer.data : null
  const confirmRefusal = confirm.answer && !confirm.answer.ok ? confirm.answer : null
  const found = confirmRefusal?.kept ?? (lookup.answer?.ok ? lookup.answer.data : null)
  const step2 = found && found !== backFrom ? found : null
  // the link identifies the order once the backend has read it; a refused link leaves the details to type
  const linkToken = invitation && token ? token : null
  const initial: Partial<Contract> =
    backFrom?.contract ??
    (invitation ? { name: invitation.name, order_number: String(invitation.order_number), email: invitation.email } : {})

  // each step announces itself: focus moves to its heading
  const step = received ? "received" : step2 ? "confirm" : "identify"
  useEffect(() => {
    if (step !== "identify") heading.current?.focus()
  }, [step])

  return (
    <section className="page container withdrawal-page">
      <h1>Withdraw from contract</h1>
      {received ? (
        <ReceivedView received={received} headingRef={heading} />
      ) : step2 ? (
        <ConfirmStepForm
          form={confirm}
          step={step2}
          failure={confirm.pending ? null : (confirmRefusal?.message ?? null)}
          headingRef={heading}
          onBack={() => {
            setBackFrom(step2)
            confirm.fetcher.reset()
          }}
        />
      ) : (
        <IdentifyStep
          form={lookup}
          linkToken={linkToken}
          initial={initial}
          invitationFailed={invitationFailed}
          // a confirmation refused when the order could not be read again: its words are said here
          otherFailure={confirmRefusal && !confirmRefusal.kept ? confirmRefusal.message : null}
        />
      )}
    </section>
  )
}

function IdentifyStep({
  form,
  linkToken,
  initial,
  invitationFailed,
  otherFailure,
}: {
  form: RouteForm<ConfirmStep>
  linkToken: string | null
  initial: Partial<Contract>
  invitationFailed: boolean
  otherFailure: string | null
}) {
  const failure = form.pending ? null : form.answer && !form.answer.ok ? form.answer.message : otherFailure
  return (
    <>
      <p>
        You can withdraw from your purchase within {WITHDRAWAL_PERIOD} of receipt without giving a reason. Step 1 of 2: tell us which order
        it is.
      </p>
      {invitationFailed && (
        <p className="alert alert--error" role="alert">
          This withdrawal link is not valid. Please fill in your details below.
        </p>
      )}
      <ActionForm form={form} className="withdrawal-form card" labelledBy="withdrawal-step-1">
        <h2 id="withdrawal-step-1">Step 1 of 2: Your order</h2>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        {linkToken && (
          <>
            <p className="field__hint">Your order is identified by the link in your order confirmation.</p>
            <input type="hidden" name="token" value={linkToken} />
          </>
        )}
        {FIELDS.filter((field) => !(linkToken && field.name === "postal_code")).map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            hint={field.hint}
            initial={initial[field.name]}
            readOnly={Boolean(linkToken) && FROM_LINK.includes(field.name)}
          />
        ))}
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? "Checking..." : "Continue"}
        </button>
      </ActionForm>
    </>
  )
}

function ConfirmStepForm({
  form,
  step,
  failure,
  headingRef,
  onBack,
}: {
  form: RouteForm<Received, ConfirmStep>
  step: ConfirmStep
  failure: string | null
  headingRef: RefObject<HTMLHeadingElement | null>
  onBack: () => void
}) {
  const { order, contract } = step
  const open = order.items.filter((item) => !item.withdrawn)
  return (
    <ActionForm form={form} className="withdrawal-form card" labelledBy="withdrawal-step-2">
      <h2 id="withdrawal-step-2" ref={headingRef} tabIndex={-1}>
        Step 2 of 2: Confirm your withdrawal
      </h2>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      {Object.entries(contract)
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <p>I hereby give notice that I withdraw from my contract of sale of the following goods of order #{order.order_number}:</p>
      {open.length === 0 ? (
        <p role="status">You have already withdrawn from all items of this order.</p>
      ) : (
        <fieldset className="withdrawal-items">
          <legend>Items you withdraw from (all by default)</legend>
          {order.items.map((item) => (
            <label key={item.id} className="withdrawal-items__item">
              <input type="checkbox" name="item_ids" value={item.id} defaultChecked={!item.withdrawn} disabled={item.withdrawn} />
              <span>
                {item.title} × {item.quantity}
                {item.withdrawn && " (already withdrawn)"}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className="withdrawal-summary">
        <dt>Name</dt>
        <dd>{contract.name.trim()}</dd>
        <dt>Order number</dt>
        <dd>#{order.order_number}</dd>
        <dt>Email</dt>
        <dd>{contract.email.trim()}</dd>
      </dl>
      <div className="button-row">
        {open.length > 0 && (
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? "Sending..." : "Confirm withdrawal"}
          </button>
        )}
        <button
          type="submit"
          name="step"
          value="back"
          className="button button--outline"
          disabled={form.pending}
          onClick={(event) => {
            event.preventDefault()
            onBack()
          }}
        >
          Back
        </button>
      </div>
    </ActionForm>
  )
}

function ReceivedView({
  received: { withdrawal, email },
  headingRef,
}: {
  received: Received
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <div className="withdrawal-received card" role="status">
      <h2 ref={headingRef} tabIndex={-1}>
        We received your withdrawal
      </h2>
      <p>
        We received your withdrawal from order #{withdrawal.order_number} on {receivedText(withdrawal.received_at)}. We have sent an
        acknowledgement to {email.trim()}.
      </p>
      <ul>
        {withdrawal.items.map((item) => (
          <li key={item.id}>
            {item.title} × {item.quantity}
          </li>
        ))}
      </ul>
      {withdrawalNextSteps({ itemsToReturn: withdrawal.return_id != null }).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
