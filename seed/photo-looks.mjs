// What each product's photo looks like, and how its label sets the product's name: the line breaks
// and one font size for all lines, as large as the label takes, and never smaller than a shopper can
// read where the photo is shown smallest (the product page on a 390 px phone). Drawn by
// make-images.mjs; tested by photo-looks.test.mjs.

/** The photos' side, in the SVG's units (pixels of the rendered JPEG). */
export const PHOTO_SIZE = 1600
/** The product page's photo on a 390 px wide phone: the page's width less its 20 px margins (storefront .container). */
export const NARROWEST_PHOTO_CSS_PX = 350
/** No type on a photo smaller than this as shown (CSS px). */
export const MIN_TYPE_CSS_PX = 12
/** The smallest font size on a label, in the photo's units: MIN_TYPE_CSS_PX at the narrowest photo. */
export const MIN_FONT_SIZE = Math.ceil((MIN_TYPE_CSS_PX * PHOTO_SIZE) / NARROWEST_PHOTO_CSS_PX)

const MAX_FONT_SIZE = 84
/** A generous average advance of DejaVu Serif's letters, in em: a line estimated this wide fits. */
const LETTER_EM = 0.68
const LINE_HEIGHT = 1.2
/** From the label's edge to its text: the printed border (18) and a margin inside it. */
export const LABEL_INSET = 30

/** Every way to break `words` into `count` lines, in order. */
function breaks(words, count) {
  if (count === 1) return [[words.join(" ")]]
  const ways = []
  for (let first = 1; first <= words.length - count + 1; first += 1) {
    for (const rest of breaks(words.slice(first), count - 1)) ways.push([words.slice(0, first).join(" "), ...rest])
  }
  return ways
}

/** The estimated width of a line at a font size, in the photo's units. */
export const lineWidth = (line, size) => line.length * LETTER_EM * size

/**
 * The name's lines and font size on a label `width` x `height`: the breaks (up to three lines) that
 * allow the largest size within the label's inset. Throws when even the best is below MIN_FONT_SIZE:
 * the label must then be made larger, not the type smaller.
 */
export function labelLayout(title, width, height) {
  const words = title.split(" ").filter(Boolean)
  const innerWidth = width - 2 * LABEL_INSET
  const innerHeight = height - 2 * LABEL_INSET
  let best = { size: 0, lines: [title] }
  for (let count = 1; count <= Math.min(3, words.length); count += 1) {
    for (const lines of breaks(words, count)) {
      const longest = Math.max(...lines.map((line) => line.length))
      const size = Math.min(MAX_FONT_SIZE, innerWidth / (longest * LETTER_EM), innerHeight / (count * LINE_HEIGHT))
      if (size > best.size) best = { size, lines }
    }
  }
  if (best.size < MIN_FONT_SIZE)
    throw new Error(`"${title}" needs a larger label than ${width} x ${height} to be set at ${MIN_FONT_SIZE} or more`)
  const size = Math.floor(best.size)
  const blockHeight = best.lines.length * size * LINE_HEIGHT
  // baselines: the block centred in the label, each line's baseline about 0.9 em below its top
  const top = (height - blockHeight) / 2
  return { size, lines: best.lines.map((text, index) => ({ text, baseline: top + index * size * LINE_HEIGHT + size * 0.9 })) }
}

/** Each product kind's label (x, y, width, height in the photo), as make-images.mjs draws it. */
export const LABELS = {
  jar: [500, 800, 600, 340],
  pouch: [560, 760, 480, 360],
  bottle: [600, 820, 400, 330],
  sticks: [560, 1020, 480, 270],
  box: [520, 880, 560, 360],
}

/** What each product looks like: the container, its colours, and what lies around it. */
export const LOOKS = {
  "pure-himalayan-shilajit-resin": {
    kind: "jar",
    accent: "#1b1b1b",
    label: "#f3ece0",
    ink: "#2b2118",
    props: ["resin", "herbs"],
    backdrop: ["#cdb89a", "#8a7358"],
  },
  "gold-grade-shilajit-resin": {
    kind: "jar",
    accent: "#c9a14a",
    label: "#1f1a14",
    ink: "#d9b45a",
    props: ["resin", "resin"],
    backdrop: ["#d8cbb5", "#6d5a45"],
  },
  "shilajit-monthly-subscription": {
    kind: "jar",
    accent: "#2e5a3f",
    label: "#f3ece0",
    ink: "#1f3d2b",
    props: ["herbs", "resin"],
    backdrop: ["#c3cfc2", "#5f7363"],
  },
  "shilajit-travel-sticks": {
    kind: "sticks",
    accent: "#2b2118",
    label: "#e6d3a3",
    ink: "#2b2118",
    props: ["resin"],
    backdrop: ["#d6c7b0", "#7b6650"],
  },
  "ashwagandha-root-powder": {
    kind: "pouch",
    accent: "#b08a5a",
    label: "#f3ece0",
    ink: "#5a4028",
    props: ["powder:#c9ab7c", "herbs"],
    backdrop: ["#e0d2bd", "#8c7559"],
  },
  "sea-buckthorn-oil": {
    kind: "bottle",
    accent: "#141414",
    label: "#f7efe2",
    ink: "#b4561c",
    props: ["berries", "herbs"],
    backdrop: ["#e8d6bd", "#94704b"],
  },
  "moringa-leaf-powder": {
    kind: "pouch",
    accent: "#6f7f3d",
    label: "#f3ece0",
    ink: "#3e5a22",
    props: ["powder:#7d9a3e", "herbs"],
    backdrop: ["#d5dcc6", "#6c7a58"],
  },
  "essentials-monthly-wellness-box": {
    kind: "box",
    accent: "#b48a5c",
    label: "#f3ece0",
    ink: "#2e5a3f",
    props: ["berries", "herbs"],
    backdrop: ["#dccbb4", "#7e6a52"],
  },
}
