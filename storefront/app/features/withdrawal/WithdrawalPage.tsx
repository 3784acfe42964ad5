import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react"
import { firstErrorPerField } from "~/lib/form"
import { shop } from "~/lib/shop"
import { useConfirmWithdrawal, useFindWithdrawableOrder, useWithdrawalInvitation, WITHDRAWAL_FALLBACK_ERROR } from "./api"
import type { ContractField, ContractValues } from "./schema"
import type { ReceivedWithdrawal, WithdrawableOrder } from "./types"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"

const EMPTY: ContractValues = { name: "", order_number: "", email: "", postal_code: "" }
type Field = { name: ContractField; label: string; type: string; autoComplete?: string; inputMode?: "numeric"; hint?: string }
const FIELDS: Field[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "order_number", label: "Order number", type: "text", inputMode: "numeric", hint: "As in your order confirmation, e.g. 1042" },
  { name: "email", label: "Email used for the order", type: "email", autoComplete: "email" },
  { name: "postal_code", label: "Postal code of the delivery address", type: "text", autoComplete: "postal-code" },
]
/** Opened from the order confirmation's link, the link identifies the order: these are shown, not asked. */
const FROM_LINK: ContractField[] = ["order_number", "email"]

/** What identifies the contract to the backend: the signed link, or the typed details. */
const contractBody = (values: ContractValues, token: string | null) =>
  token ? { name: values.name, token } : values

const receivedText = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "long", timeZone: shop.timeZone }).format(new Date(iso))

/**
 * The withdrawal function (Consumer Rights Directive art. 11a): step 1 identifies the contract and the
 * items, step 2 is the separate 'Confirm withdrawal'; then the shop's acknowledgement.
 */
export function WithdrawalPage({ token }: { token: string | null }) {
  const [values, setValues] = useState<ContractValues>(EMPTY)
  const [order, setOrder] = useState<WithdrawableOrder | null>(null)
  const [received, setReceived] = useState<ReceivedWithdrawal | null>(null)
  const invitation = useWithdrawalInvitation(token)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    const invited = invitation.data
    if (invited) setValues((current) => (current === EMPTY ? { name: invited.name, order_number: String(invited.order_number), email: invited.email, postal_code: "" } : current))
  }, [invitation.data])
  // the link identifies the order once the backend has read it; a refused link leaves the typed details
  const linkToken = invitation.data && token ? token : null

  // each step announces itself: focus moves to its heading
  useEffect(() => {
    if (order || received) heading.current?.focus()
  }, [order, received])

  return (
    <section className="page container withdrawal-page">
      <h1>Withdraw from contract</h1>
      {received ? (
        <Received withdrawal={received} email={values.email} headingRef={heading} />
      ) : order ? (
        <ConfirmStep
          contract={values}
          linkToken={linkToken}
          order={order}
          headingRef={heading}
          onBack={() => setOrder(null)}
          onReceived={setReceived}
        />
      ) : (
        <IdentifyStep values={values} setValues={setValues} linkToken={linkToken} invitationFailed={invitation.isError} onFound={setOrder} />
      )}
    </section>
  )
}

function IdentifyStep({
  values,
  setValues,
  linkToken,
  invitationFailed,
  onFound,
}: {
  values: ContractValues
  setValues: (update: (current: ContractValues) => ContractValues) => void
  linkToken: string | null
  invitationFailed: boolean
  onFound: (order: WithdrawableOrder) => void
}) {
  const [errors, setErrors] = useState<Partial<Record<ContractField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const find = useFindWithdrawableOrder()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const { contractSchema, linkContractSchema } = await import("./schema")
    const parsed = (linkToken ? linkContractSchema : contractSchema).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues))
      return
    }
    setErrors({})
    find.mutate(contractBody(values, linkToken), {
      onSuccess: (answer) => {
        if (answer.ok) return onFound(answer.data.order)
        setErrors(answer.fieldErrors)
        setFailure(answer.message)
      },
      onError: () => setFailure(WITHDRAWAL_FALLBACK_ERROR),
    })
  }

  return (
    <>
      <p>
        You can withdraw from your purchase within {WITHDRAWAL_PERIOD} of receipt without giving a reason. Step 1 of 2: tell us
        which order it is.
      </p>
      {invitationFailed && (
        <p className="alert alert--error" role="alert">
          This withdrawal link is not valid. Please fill in your details below.
        </p>
      )}
      <form className="withdrawal-form card" onSubmit={onSubmit} noValidate aria-labelledby="withdrawal-step-1">
        <h2 id="withdrawal-step-1">Step 1 of 2: Your order</h2>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        {linkToken && <p className="field__hint">Your order is identified by the link in your order confirmation.</p>}
        {FIELDS.filter((field) => !(linkToken && field.name === "postal_code")).map((field) => {
          const error = errors[field.name]
          const fromLink = Boolean(linkToken) && FROM_LINK.includes(field.name)
          const describedBy = [field.hint && `withdrawal-${field.name}-hint`, error && `withdrawal-${field.name}-error`].filter(Boolean).join(" ")
          return (
            <div className="field" key={field.name}>
              <label htmlFor={`withdrawal-${field.name}`}>{field.label}</label>
              <input
                id={`withdrawal-${field.name}`}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                readOnly={fromLink || undefined}
                className={error ? "is-invalid" : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(event) => {
                  const value = event.target.value
                  setValues((current) => ({ ...current, [field.name]: value }))
                }}
              />
              {field.hint && (
                <p id={`withdrawal-${field.name}-hint`} className="field__hint">
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`withdrawal-${field.name}-error`} className="form-error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <button type="submit" className="button button--primary" disabled={find.isPending}>
          {find.isPending ? "Checking..." : "Continue"}
        </button>
      </form>
    </>
  )
}

function ConfirmStep({
  contract,
  linkToken,
  order,
  headingRef,
  onBack,
  onReceived,
}: {
  contract: ContractValues
  linkToken: string | null
  order: WithdrawableOrder
  headingRef: RefObject<HTMLHeadingElement | null>
  onBack: () => void
  onReceived: (withdrawal: ReceivedWithdrawal) => void
}) {
  const open = order.items.filter((item) => !item.withdrawn)
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(open.map((item) => item.id)))
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = useConfirmWithdrawal()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    if (chosen.size === 0) return setFailure("Choose at least one item")
    confirm.mutate(
      { ...contractBody(contract, linkToken), item_ids: open.filter((item) => chosen.has(item.id)).map((item) => item.id) },
      {
        onSuccess: (answer) => (answer.ok ? onReceived(answer.data.withdrawal) : setFailure(answer.message)),
        onError: () => setFailure(WITHDRAWAL_FALLBACK_ERROR),
      }
    )
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <form className="withdrawal-form card" onSubmit={onSubmit} noValidate aria-labelledby="withdrawal-step-2">
      <h2 id="withdrawal-step-2" ref={headingRef} tabIndex={-1}>
        Step 2 of 2: Confirm your withdrawal
      </h2>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <p>I hereby give notice that I withdraw from my contract of sale of the following goods of order #{order.order_number}:</p>
      {open.length === 0 ? (
        <p role="status">You have already withdrawn from all items of this order.</p>
      ) : (
        <fieldset className="withdrawal-items">
          <legend>Items you withdraw from (all by default)</legend>
          {order.items.map((item) => (
            <label key={item.id} className="withdrawal-items__item">
              <input
                type="checkbox"
                name="item_ids"
                value={item.id}
                checked={!item.withdrawn && chosen.has(item.id)}
                disabled={item.withdrawn}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
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
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {confirm.isPending ? "Sending..." : "Confirm withdrawal"}
          </button>
        )}
        <button type="button" className="button button--outline" onClick={onBack} disabled={confirm.isPending}>
          Back
        </button>
      </div>
    </form>
  )
}

function Received({
  withdrawal,
  email,
  headingRef,
}: {
  withdrawal: ReceivedWithdrawal
  email: string
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <div className="withdrawal-received card" role="status">
      <h2 ref={headingRef} tabIndex={-1}>
        We received your withdrawal
      </h2>
      <p>
        We received your withdrawal from order #{withdrawal.order_number} on {receivedText(withdrawal.received_at)}. We
        have sent an acknowledgement to {email.trim()}.
      </p>
      <ul>
        {withdrawal.items.map((item) => (
          <li key={item.id}>
            {item.title} × {item.quantity}
          </li>
        ))}
      </ul>
      <p>
        Please send items you have already received back within {WITHDRAWAL_PERIOD}, unopened and unused. Items not shipped yet will
        not be sent.
      </p>
    </div>
  )
}
