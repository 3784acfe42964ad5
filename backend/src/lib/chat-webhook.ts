/**
 * The chat service (Discord-compatible webhook) that receives contact messages: the spec's payload
 * `{content, username}`, one line per form field with the field name in bold.
 */

export const CHAT_USERNAME = "Contact Form Bot"
/** The chat service refuses content longer than this. */
export const CHAT_CONTENT_LIMIT = 2000
const CHAT_TIMEOUT_MS = 10_000

export type ContactFields = { name: string; email: string; subject: string; message: string }

/** Every kind of line break a chat client may show as one: CR, LF, VT, FF, NEL, LS, PS. */
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g

/** A one-line field stays one line: a line break in a name must not start a forged "**Email:**" line. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, " ")

export function chatContent(fields: ContactFields) {
  return [
    `**Name:** ${oneLine(fields.name)}`,
    `**Email:** ${oneLine(fields.email)}`,
    `**Subject:** ${oneLine(fields.subject)}`,
    // the message keeps its lines; it comes last, so no field line can follow it
    `**Message:** ${fields.message}`,
  ].join("\n")
}

/**
 * Splits content into posts within the chat service's limit, in order, losing nothing: joined,
 * the parts are the content again. A part ends after a line break or a space where possible.
 */
export function splitForChat(content: string, limit = CHAT_CONTENT_LIMIT): string[] {
  const parts: string[] = []
  let rest = content
  while (rest.length > limit) {
    const window = rest.slice(0, limit)
    let end = Math.max(window.lastIndexOf("\n"), window.lastIndexOf(" ")) + 1
    if (end < limit / 2) end = limit
    // Never cut a character written as a surrogate pair (emoji) in two.
    const code = rest.charCodeAt(end - 1)
    if (code >= 0xd800 && code <= 0xdbff) end -= 1
    parts.push(rest.slice(0, end))
    rest = rest.slice(end)
  }
  parts.push(rest)
  return parts
}

/** Posts one part. Mentions are disabled: a message must never ping a channel or a person. */
export async function postToChat(url: string, content: string) {
  // The chat service refuses a post that is only whitespace; a zero-width space stands in for it.
  const body = {
    content: content.trim() === "" ? "\u200b" : content,
    username: CHAT_USERNAME,
    allowed_mentions: { parse: [] },
  }
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
  })
  // As in the spec, only the ok status counts; the answer's body is not read.
  await response.body?.cancel()
  if (!response.ok) throw new Error(`the chat service answered ${response.status}`)
}
