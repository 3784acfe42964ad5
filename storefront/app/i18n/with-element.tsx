import type { ReactNode } from "react"
import type { useT } from "./i18n"

const MARK = "\u0001"

/**
 * A message with an element in one of its places (a link in a sentence): the message's text around
 * `{name}`, the element where it stands, so each language keeps its own word order.
 */
export function withElement(
  t: ReturnType<typeof useT>,
  key: string,
  name: string,
  element: ReactNode,
  values: Record<string, unknown> = {},
): ReactNode {
  const [before = "", after = ""] = t(key, { ...values, [name]: MARK }).split(MARK)
  return (
    <>
      {before}
      {element}
      {after}
    </>
  )
}
