/**
 * The chat service (Discord-compatible webhook) that receives contact messages: the spec's payload
 * `{content, username}`, one line per form field with the field name in bold, the message quoted.
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

/**
 * Markdown the chat renders, escaped: no bold that looks like a field name, no masked link
 * `[text](url)` hiding where it leads, no heading, list or quote of the shopper's own. A backslash
 * before punctuation shows as the character itself.
 */
export const escapeChatMarkdown = (value: string) => value.replace(/[\\*_~`|<>#\-[\]()]/g, (character) => `\\${character}`)

/** Each line of the message as a quote ("> "): the shopper's text always reads as quoted. */
const quoted = (message: string) =>
  message
    .split(LINE_BREAKS)
    .map((line) => `> ${escapeChatMarkdown(line)}`)
    .join("\n")

/**
 * Splits content into parts within `limit`, in order, losing nothing: joined, the parts are the
 * content again. A part ends after a line break or a space where possible.
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

/** The header of every post after the first: a visible sign that the message goes on. */
export const continuedHeader = (part: number) => `**Contact message, continued (part ${part})**`

/**
 * The posts of a contact message, in order, each within the chat service's limit: the first with
 * the form's fields (one line each, escaped) and the start of the message; each later one with
 * continuedHeader. The message is escaped and quoted line by line, so no part can pass for the
 * form's own fields, however the message is shaped or where it is cut.
 */
export function chatPosts(fields: ContactFields, limit = CHAT_CONTENT_LIMIT): string[] {
  const head = [
    `**Name:** ${escapeChatMarkdown(oneLine(fields.name))}`,
    `**Email:** ${escapeChatMarkdown(oneLine(fields.email))}`,
    `**Subject:** ${escapeChatMarkdown(oneLine(fields.subject))}`,
    "**Message:**",
  ].join("\n")
  const posts: string[] = []
  let rest = quoted(fields.message)
  while (posts.length === 0 || rest.length > 0) {
    const header = posts.length === 0 ? head : continuedHeader(posts.length + 1)
    // a part cut inside a line starts its rest with "> " again: 2 characters kept free for it
    const [part] = splitForChat(rest, limit - header.length - 3)
    posts.push(`${header}\n${part.replace(/\n$/, "")}`)
    rest = rest.slice(part.length)
    if (rest.startsWith("\n")) rest = rest.slice(1)
    else if (rest.length > 0 && !part.endsWith("\n")) rest = `> ${rest}`
  }
  return posts
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
