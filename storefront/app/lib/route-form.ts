import { useEffect, useRef } from "react"
import { useActionData, useFetcher, useLocation, useRouteLoaderData } from "react-router"
import { useFormText, type FormText } from "./form-message"

/** The field of every route form naming which of the route's forms (and which step) was sent. */
export const FORM_INTENT = "intent"
/**
 * The field a form carries once the page is hydrated (sent as a fetcher, answered in place); a POST
 * without it is the browser's own, whose accepted answer is a redirect (Post/Redirect/Get).
 */
export const FORM_ENHANCED = "enhanced"
/** The cookie carrying an accepted answer across that redirect, read once by the root loader. */
export const FORM_ANSWER_COOKIE = "form_answer"

/**
 * What a route's action answers a form: accepted (with what the page shows next), or refused with
 * the values as typed (a page rendered from the answer, without JavaScript, shows them again), the
 * text per field and the text above the form (messages put into the page's language where shown).
 */
export type FormAnswer<Data = null, Kept = never> =
  | { form: string; ok: true; data: Data }
  | {
      form: string
      ok: false
      values: Record<string, string>
      errors: Record<string, FormText>
      message: FormText | null
      /** what the page showed around the form (a step's order), for the page rendered from the refusal */
      kept?: Kept
    }

function isAnswerOf<Data, Kept>(value: unknown, form: string): value is FormAnswer<Data, Kept> {
  return typeof value === "object" && value !== null && "form" in value && value.form === form
}

/** A control marked invalid, or the first control of a group marked invalid (a rating's radios), in the page's order. */
const INVALID_CONTROL = '[aria-invalid="true"], [data-invalid] input'

/**
 * One form of a route, posted to the route's action: as a fetcher once the page is hydrated, and as
 * the browser's own POST before that or without JavaScript: a refusal is the page the server renders
 * with the action's answer (useActionData), an acceptance a redirect to the page, which shows it
 * (the root loader's formAnswer). `form` tells the route's forms apart (several on one page);
 * `keepAccepted`: an accepted form keeps what it holds (details saved, not a message sent).
 */
export function useRouteForm<Data = null, Kept = never>(form: string, { keepAccepted = false }: { keepAccepted?: boolean } = {}) {
  const fetcher = useFetcher<FormAnswer<Data, Kept>>()
  const actionData = useActionData<unknown>()
  // an accepted plain POST redirected here: its answer belongs to the page the redirect opened, not
  // to a later visit of it in the same tab (the root loader's data stays while the page is open)
  const redirected = (useRouteLoaderData("root") as { formAnswer?: unknown } | undefined)?.formAnswer
  const firstLocation = useLocation().key === "default"
  const fromDocument = isAnswerOf<Data, Kept>(actionData, form)
    ? actionData
    : firstLocation && isAnswerOf<Data, Kept>(redirected, form)
      ? redirected
      : undefined
  const answer: FormAnswer<Data, Kept> | undefined = fetcher.data ?? fromDocument
  const formRef = useRef<HTMLFormElement>(null)
  const pending = fetcher.state !== "idle"
  const text = useFormText()

  // The one place that moves the keyboard after an answer: a refusal to the first field to fix (in
  // the page's order), an accepted form is emptied for the next (unless it keeps what it holds).
  // Once the fetcher is idle, when the fields show their errors (aria-invalid): React Router sets a
  // fetcher's answer while it is still "loading" (revalidating after the action), and a render of
  // that state alone came before the errors, so nothing was focused.
  useEffect(() => {
    if (!answer || pending) return
    if (answer.ok) {
      if (!keepAccepted) formRef.current?.reset()
    } else formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus()
  }, [answer, pending, keepAccepted])

  return {
    form,
    fetcher,
    formRef,
    answer,
    pending,
    /** The refusal's text of a field in the page's language, if any. */
    errorOf: (name: string): string | undefined => (answer && !answer.ok ? text(answer.errors[name]) : undefined),
    /** The refusal's text above the form in the page's language, if any. */
    failure: answer && !answer.ok ? (text(answer.message) ?? null) : null,
    /** A form's text (a step's kept refusal) in the page's language. */
    text,
    /**
     * The field of the refusal's first error (the action names them in the form's order): the browser
     * focuses it on a page rendered from the refusal (autoFocus), without JavaScript.
     */
    firstError: answer && !answer.ok ? Object.keys(answer.errors)[0] : undefined,
    /** What was typed into a field before a refused submit; undefined after an accepted one or before any. */
    typedValueOf: (name: string): string | undefined => (answer && !answer.ok ? answer.values[name] : undefined),
  }
}

export type RouteForm<Data = null, Kept = never> = ReturnType<typeof useRouteForm<Data, Kept>>
