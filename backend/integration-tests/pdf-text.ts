import { extractText, getDocumentProxy } from "unpdf"

/** The text of a PDF, as a reader extracts it (PDF.js): one string, the pages one after the other. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text
}

/** The attachments of a received e-mail (base64 parts of a multipart message), by file name. */
export function mailAttachments(raw: string): Map<string, { contentType: string; content: Buffer }> {
  const found = new Map<string, { contentType: string; content: Buffer }>()
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...body] = part.split(/\r?\n\r?\n/)
    const name = head.match(/filename="?([^";\r\n]+)"?/)?.[1]
    if (!name || !/Content-Transfer-Encoding: base64/i.test(head)) continue
    const contentType = head.match(/Content-Type: ([^;\r\n]+)/i)?.[1] ?? ""
    found.set(name, {
      contentType,
      content: Buffer.from(
        body
          .join("")
          .split(/\r?\n--/)[0]
          .replace(/\s+/g, ""),
        "base64",
      ),
    })
  }
  return found
}
