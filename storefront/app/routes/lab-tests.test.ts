import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/**
 * The lab test reports (public/lab-tests/*.svg, drawn by scripts/make-lab-reports.mjs) as the Lab
 * Test Transparency page shows them: one column on a 390 px phone, 350 px wide between the page's
 * margins. Text widths are estimated generously: Arial's letters average about 0.5 em (digits 0.56),
 * taken as 0.6 em, and 0.68 em in bold.
 */
const folder = new URL("../../public/lab-tests/", import.meta.url)
const NARROWEST_CSS_PX = 350
const MIN_TYPE_CSS_PX = 12
const LETTER_EM = 0.6
const BOLD_LETTER_EM = 0.68

const attributesOf = (source: string) =>
  Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
const decoded = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")

function textsOf(svg: string) {
  const root = attributesOf(svg.slice(0, svg.indexOf(">")))
  const [, , width] = root.viewBox.split(" ").map(Number)
  const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => {
    const own = attributesOf(attributes)
    const size = Number(own["font-size"] ?? root["font-size"])
    const x = Number(own.x)
    const span = decoded(content).length * (own["font-weight"] === "700" ? BOLD_LETTER_EM : LETTER_EM) * size
    const start = own["text-anchor"] === "end" ? x - span : own["text-anchor"] === "middle" ? x - span / 2 : x
    return { content: decoded(content), y: Number(own.y), size, start, end: start + span }
  })
  return { width, texts }
}

const reports = readdirSync(folder).filter((file) => file.endsWith(".svg"))

describe("the lab test reports on a 390 px phone", () => {
  it("are there", () => expect(reports.length).toBe(4))

  it.each(reports)("%s: no type under 12 CSS px, no text over another or past the edge", (file) => {
    const { width, texts } = textsOf(readFileSync(new URL(file, folder), "utf8"))
    const scale = NARROWEST_CSS_PX / width
    for (const text of texts) expect([text.content, text.size * scale >= MIN_TYPE_CSS_PX]).toEqual([text.content, true])
    for (const text of texts) expect([text.content, text.start >= 0 && text.end <= width]).toEqual([text.content, true])
    const rows = new Map<number, typeof texts>()
    for (const text of texts) rows.set(text.y, [...(rows.get(text.y) ?? []), text])
    for (const row of rows.values()) {
      const ordered = [...row].sort((a, b) => a.start - b.start)
      for (let index = 1; index < ordered.length; index += 1) {
        expect([ordered[index - 1].content, ordered[index].content, ordered[index].start >= ordered[index - 1].end]).toEqual([
          ordered[index - 1].content,
          ordered[index].content,
          true,
        ])
      }
    }
  })
})
