import { RenderedEmail, emailLayout, escapeHtml } from "./layout"

/** A notice to the shop's own address: what happened, in a few lines, and where in the admin to act. */
export type SellerNoticeData = {
  title: string
  lines: string[]
  /** the admin page to open, with its link text */
  link?: { text: string; url: string }
}

export function sellerNotice(data: SellerNoticeData): RenderedEmail {
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(data.title)}</h1>
${data.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${data.link ? `<p><a href="${escapeHtml(data.link.url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(data.link.text)}</a></p>` : ""}`
  const text = [data.title, "", ...data.lines, ...(data.link ? ["", `${data.link.text}: ${data.link.url}`] : [])].join("\n")
  return { subject: data.title, html: emailLayout({ title: data.title, body }), text }
}
