import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  LABEL_INSET,
  LABELS,
  labelLayout,
  LOOKS,
  lineWidth,
  MIN_FONT_SIZE,
  MIN_TYPE_CSS_PX,
  NARROWEST_PHOTO_CSS_PX,
  PHOTO_SIZE,
} from "./photo-looks.mjs"

const catalogue = JSON.parse(readFileSync(new URL("./catalogue.json", import.meta.url), "utf8"))

describe("a photo's label", () => {
  it("sets no type smaller than 12 CSS px where the photo is shown smallest (350 px on a 390 px phone)", () => {
    expect(MIN_FONT_SIZE * (NARROWEST_PHOTO_CSS_PX / PHOTO_SIZE)).toBeGreaterThanOrEqual(MIN_TYPE_CSS_PX)
  })

  it.each(catalogue.products.map((product) => [product.title, LOOKS[product.handle].kind]))(
    "sets %s on its %s label readable and inside it, no line over another",
    (title, kind) => {
      const [, , width, height] = LABELS[kind]
      const { size, lines } = labelLayout(title, width, height)
      expect(size * (NARROWEST_PHOTO_CSS_PX / PHOTO_SIZE)).toBeGreaterThanOrEqual(MIN_TYPE_CSS_PX)
      expect(lines.map((line) => line.text).join(" ")).toBe(title)
      for (const line of lines) expect(lineWidth(line.text, size)).toBeLessThanOrEqual(width - 2 * LABEL_INSET)
      // each line's box (ascent 0.9 em, descent 0.25 em) inside the inset and clear of the next line
      for (const [index, line] of lines.entries()) {
        expect(line.baseline - 0.9 * size).toBeGreaterThanOrEqual(LABEL_INSET)
        expect(line.baseline + 0.25 * size).toBeLessThanOrEqual(height - LABEL_INSET)
        if (index > 0) expect(line.baseline - 0.9 * size).toBeGreaterThanOrEqual(lines[index - 1].baseline + 0.25 * size)
      }
    },
  )

  it("refuses a name that would need type below the minimum instead of shrinking it", () => {
    expect(() => labelLayout("Extraordinarily Concentrated Himalayan Mineral Resin", 340, 200)).toThrow(/needs a larger label/)
  })
})
