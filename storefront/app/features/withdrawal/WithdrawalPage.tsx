import { useEffect, useRef, useState, type RefObject } from "react"
import { ActionForm, Field } from "~/components/Field"
import { useLocale, useT } from "~/i18n/i18n"
import { DEFAULT_LOCALE, intlLocale, type Locale } from "~/i18n/locales"
import { formMessage, type FormText } from "~/lib/form-message"
import { useRouteForm, type RouteForm } from "~/lib/route-form"
import { shop } from "~/lib/shop"
import type { ContractField } from "./schema"
import type { ReceivedWithdrawal, WithdrawableOrder, WithdrawalInvitation } from "./types"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"

/** The names of the page's two forms (the action tells them apart by it). */
export const LOOKUP_FORM = "withdrawal-lookup"
export const CONFIRM_FORM = "withdrawal-confirm"
export const NO_ITEM_CHOSEN = formMessage("withdrawal.noItem")

/** The contract as step 1 identified it: typed, or the name with the signed link (token; empty without one). */
export type Contract = Record<ContractField | "token", string>
/** Step 2: the order found, and the contract it was found by. */
export type ConfirmStep = { order: WithdrawableOrder; contract: Contract }
/** The shop's acknowledgement, and where it was e-mailed. */
export type Received = { withdrawal: ReceivedWithdrawal; email: string }

/** A field of step 1: its label's and hint's message keys (withdrawal.json, forms.json). */
type FieldSpec = { name: ContractField; label: string; type: "text" | "email"; autoComplete?: string; inputMode?: "numeric"; hint?: string }
const FIELDS: FieldSpec[] = [
  { name: "name", label: "form.withdrawal.name.label", type: "text", autoComplete: "name" },
  {
    name: "order_number",
    label: "withdrawal.field.orderNumber",
    type: "text",
    inputMode: "numeric",
    hint: "withdrawal.field.orderNumberHint",
  },
  { name: "email", label: "withdrawal.field.email", type: "email", autoComplete: "email" },
  { name: "postal_code", label: "withdrawal.field.postalCode", type: "text", autoComplete: "postal-code" },
]
/**
 * What comes after a withdrawal (order-summary's withdrawalNextSteps, which the English catalogue is
 * held to): a return only when some of it was shipped, then the refund.
 */
export const WITHDRAWAL_NEXT_STEPS = {
  nothingShipped: ["withdrawal.next.nothingShipped", "withdrawal.next.refund"],
  itemsToReturn: ["withdrawal.next.return", "withdrawal.next.refund"],
}

/** Opened from the order confirmation's link, the link identifies the order: these are shown, not asked. */
const FROM_LINK: ContractField[] = ["order_number", "email"]

/** When the shop received the statement, in the shop's time zone (English pages as the e-mail writes it: British). */
const receivedText = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? "en-GB" : intlLocale(locale), {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: shop.timeZone,
  }).format(new Date(iso))

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
  const t = useT()

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
      <h1>{t("withdrawal.title")}</h1>
      {received ? (
        <ReceivedView received={received} headingRef={heading} />
      ) : step2 ? (
        <ConfirmStepForm
          form={confirm}
          step={step2}
          failure={confirm.pending ? null : confirm.failure}
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
  otherFailure: FormText | null
}) {
  const t = useT()
  const failure = form.pending ? null : form.answer && !form.answer.ok ? form.failure : (form.text(otherFailure) ?? null)
  return (
    <>
      <p>{t("withdrawal.intro", { days: WITHDRAWAL_PERIOD_DAYS })}</p>
      {invitationFailed && (
        <p className="alert alert--error" role="alert">
          {t("withdrawal.invitationFailed")}
        </p>
      )}
      <ActionForm form={form} className="withdrawal-form card" labelledBy="withdrawal-step-1">
        <h2 id="withdrawal-step-1">{t("withdrawal.step1")}</h2>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        {linkToken && (
          <>
            <p className="field__hint">{t("withdrawal.fromLink")}</p>
            <input type="hidden" name="token" value={linkToken} />
          </>
        )}
        {FIELDS.filter((field) => !(linkToken && field.name === "postal_code")).map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            hint={field.hint && t(field.hint)}
            initial={initial[field.name]}
            readOnly={Boolean(linkToken) && FROM_LINK.includes(field.name)}
          />
        ))}
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? t("withdrawal.checking") : t("withdrawal.continue")}
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
  const t = useT()
  return (
    <ActionForm form={form} className="withdrawal-form card" labelledBy="withdrawal-step-2">
      <h2 id="withdrawal-step-2" ref={headingRef} tabIndex={-1}>
        {t("withdrawal.step2")}
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
      <p>{t("withdrawal.statement", { number: order.order_number })}</p>
      {open.length === 0 ? (
        <p role="status">{t("withdrawal.allWithdrawn")}</p>
      ) : (
        <fieldset className="withdrawal-items">
          <legend>{t("withdrawal.items")}</legend>
          {order.items.map((item) => (
            <label key={item.id} className="withdrawal-items__item">
              <input type="checkbox" name="item_ids" value={item.id} defaultChecked={!item.withdrawn} disabled={item.withdrawn} />
              <span>
                {item.title} × {item.quantity}
                {item.withdrawn && ` ${t("withdrawal.itemWithdrawn")}`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className="withdrawal-summary">
        <dt>{t("form.withdrawal.name.label")}</dt>
        <dd>{contract.name.trim()}</dd>
        <dt>{t("withdrawal.field.orderNumber")}</dt>
        <dd>#{order.order_number}</dd>
        <dt>{t("withdrawal.summary.email")}</dt>
        <dd>{contract.email.trim()}</dd>
      </dl>
      <div className="button-row">
        {open.length > 0 && (
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? t("withdrawal.sending") : t("withdrawal.confirm")}
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
          {t("withdrawal.back")}
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
  const t = useT()
  const locale = useLocale()
  return (
    <div className="withdrawal-received card" role="status">
      <h2 ref={headingRef} tabIndex={-1}>
        {t("withdrawal.received.title")}
      </h2>
      <p>
        {t("withdrawal.received.text", {
          number: withdrawal.order_number,
          date: receivedText(withdrawal.received_at, locale),
          email: email.trim(),
        })}
      </p>
      <ul>
        {withdrawal.items.map((item) => (
          <li key={item.id}>
            {item.title} × {item.quantity}
          </li>
        ))}
      </ul>
      {WITHDRAWAL_NEXT_STEPS[withdrawal.return_id != null ? "itemsToReturn" : "nothingShipped"].map((key) => (
        <p key={key}>{t(key, { days: WITHDRAWAL_PERIOD_DAYS })}</p>
      ))}
    </div>
  )
}
