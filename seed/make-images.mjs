// Renders the catalogue's product photos (1600 x 1600 JPEG) from scenes composed here: a studio
// backdrop and table, key light and vignette, the product (jar, pouch, bottle, sticks, box) with
// its label, props (resin, herbs, berries, powder) and film grain. No photograph or font is
// borrowed, so the pictures are free of any licence. Deterministic: the same file each run.
// Run once after changing catalogue.json (`node seed/make-images.mjs`); the output is committed.
// sharp comes with the backend workspace, which serves the photos.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { LABELS, LOOKS, labelLayout, PHOTO_SIZE } from "./photo-looks.mjs"

const here = path.dirname(fileURLToPath(import.meta.url))
const catalogue = JSON.parse(fs.readFileSync(path.join(here, "catalogue.json"), "utf8"))
const SIZE = PHOTO_SIZE
const MAX_BYTES = 250 * 1024

/** A small seeded generator (mulberry32): props land in the same places on every run. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The label of a product kind (LABELS) with the product's name, set by labelLayout: no other type on it. */
function label(look, title, kind) {
  const [x, y, width, height] = LABELS[kind]
  const { size, lines } = labelLayout(title, width, height)
  const texts = lines
    .map(
      (line) =>
        `<text x="${x + width / 2}" y="${(y + line.baseline).toFixed(1)}" font-family="DejaVu Serif, serif" font-size="${size}" text-anchor="middle" fill="${look.ink}">${escape(line.text)}</text>`,
    )
    .join("")
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${look.label}"/>
    <rect x="${x + 18}" y="${y + 18}" width="${width - 36}" height="${height - 36}" rx="6" fill="none" stroke="${look.ink}" stroke-opacity=".5" stroke-width="3"/>
    ${texts}`
}

/** Glass or foil catches the key light in a soft vertical band, left of centre. */
const sheen = (x, y, width, height, rx) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="url(#sheen)"/>`

function product(look, title, open) {
  switch (look.kind) {
    case "jar": {
      const lid = open
        ? `<g transform="rotate(-14 1180 1180)"><rect x="1010" y="1120" width="380" height="110" rx="22" fill="${look.accent}"/><rect x="1010" y="1120" width="380" height="110" rx="22" fill="url(#metal)"/></g>`
        : `<rect x="500" y="470" width="600" height="150" rx="26" fill="${look.accent}"/><rect x="500" y="470" width="600" height="150" rx="26" fill="url(#metal)"/>`
      const resinTop = open ? `<ellipse cx="800" cy="628" rx="270" ry="46" fill="url(#resinTop)"/>` : ""
      return `<rect x="470" y="600" width="660" height="700" rx="70" fill="url(#amber)"/>
        ${resinTop}
        ${label(look, title, "jar")}
        ${sheen(520, 640, 120, 620, 50)}${lid}`
    }
    case "pouch":
      return `<path d="M500 520 L1100 520 L1130 1290 Q800 1330 470 1290 Z" fill="${look.accent}"/>
        <path d="M500 520 L1100 520 L1130 1290 Q800 1330 470 1290 Z" fill="url(#foil)"/>
        <rect x="500" y="520" width="600" height="40" fill="#000" fill-opacity=".18"/>
        ${label(look, title, "pouch")}
        ${sheen(540, 580, 110, 680, 40)}`
    case "bottle":
      return `<rect x="600" y="660" width="400" height="640" rx="60" fill="url(#amber)"/>
        <rect x="700" y="560" width="200" height="130" rx="18" fill="url(#amber)"/>
        <rect x="690" y="470" width="220" height="110" rx="20" fill="${look.accent}"/>
        <rect x="735" y="300" width="130" height="190" rx="60" fill="#2a2a2a"/>
        <rect x="690" y="470" width="220" height="110" rx="20" fill="url(#metal)"/>
        ${label(look, title, "bottle")}
        ${sheen(630, 690, 70, 580, 30)}`
    case "sticks": {
      const sticks = [-18, -9, 0, 9, 18]
        .map(
          (angle, index) =>
            `<g transform="rotate(${angle} 800 1300)"><rect x="${760}" y="${560 + index * 6}" width="80" height="740" rx="14" fill="${index % 2 ? look.label : "#caa86a"}"/><rect x="760" y="${560 + index * 6}" width="80" height="740" rx="14" fill="url(#foil)"/></g>`,
        )
        .join("")
      return `${sticks}<rect x="520" y="1000" width="560" height="320" rx="16" fill="${look.accent}"/>
        ${label(look, title, "sticks")}`
    }
    default:
      return `<rect x="380" y="760" width="840" height="560" rx="18" fill="${look.accent}"/>
        <rect x="380" y="760" width="840" height="560" rx="18" fill="url(#foil)"/>
        <rect x="360" y="700" width="880" height="110" rx="14" fill="${look.accent}"/>
        <rect x="360" y="700" width="880" height="110" rx="14" fill="url(#metal)"/>
        ${label(look, title, "box")}`
  }
}

function props(look, rng) {
  return look.props
    .map((prop, index) => {
      const side = index % 2 ? 1 : -1
      const cx = 800 + side * (470 + rng() * 60)
      const cy = 1360 + rng() * 90
      if (prop === "resin")
        return Array.from({ length: 5 }, () => {
          const x = cx + (rng() - 0.5) * 240
          const y = cy + (rng() - 0.5) * 90
          const r = 34 + rng() * 36
          const points = Array.from({ length: 7 }, (_, k) => {
            const angle = (k / 7) * Math.PI * 2
            const reach = r * (0.7 + rng() * 0.5)
            return `${(x + Math.cos(angle) * reach).toFixed(1)},${(y + Math.sin(angle) * reach * 0.7).toFixed(1)}`
          })
          return `<polygon points="${points.join(" ")}" fill="url(#resin)"/><ellipse cx="${x - r * 0.3}" cy="${y - r * 0.25}" rx="${r * 0.28}" ry="${r * 0.12}" fill="#fff" fill-opacity=".35"/>`
        }).join("")
      if (prop === "herbs")
        return Array.from({ length: 6 }, (_, k) => {
          const angle = -60 + k * 24 + rng() * 10
          const length = 150 + rng() * 70
          return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="M0 0 Q${length * 0.5} ${-length * 0.28} ${length} 0 Q${length * 0.5} ${length * 0.28} 0 0 Z" fill="url(#leaf)"/><path d="M0 0 L${length} 0" stroke="#c8d8a8" stroke-opacity=".6" stroke-width="3"/></g>`
        }).join("")
      if (prop === "berries")
        return Array.from({ length: 9 }, () => {
          const x = cx + (rng() - 0.5) * 240
          const y = cy + (rng() - 0.5) * 100
          const r = 24 + rng() * 10
          return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#berry)"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" fill-opacity=".55"/>`
        }).join("")
      const color = prop.split(":")[1]
      return `<ellipse cx="${cx}" cy="${cy + 40}" rx="210" ry="70" fill="#6b4a2c"/><ellipse cx="${cx}" cy="${cy + 20}" rx="190" ry="55" fill="#8a6440"/>
        <ellipse cx="${cx}" cy="${cy + 8}" rx="170" ry="60" fill="${color}"/><ellipse cx="${cx}" cy="${cy + 8}" rx="170" ry="60" fill="url(#grainy)" opacity=".5"/>`
    })
    .join("")
}

function scene(look, title, seed, open) {
  const rng = random(seed)
  const [wall, table] = look.backdrop
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}" stop-opacity=".75"/><stop offset="1" stop-color="${wall}"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${table}"/><stop offset="1" stop-color="#2a2018"/></linearGradient>
    <radialGradient id="key" cx="28%" cy="22%" r="75%"><stop offset="0" stop-color="#fff8ea" stop-opacity=".55"/><stop offset=".55" stop-color="#fff8ea" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>
    <linearGradient id="amber" x1="0" x2="1"><stop offset="0" stop-color="#070403"/><stop offset=".22" stop-color="#3b2414"/><stop offset=".32" stop-color="#6e421f"/><stop offset=".5" stop-color="#2a180c"/><stop offset="1" stop-color="#050302"/></linearGradient>
    <linearGradient id="sheen" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
    <linearGradient id="foil" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".3" stop-color="#fff" stop-opacity=".12"/><stop offset=".7" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></linearGradient>
    <radialGradient id="resinTop" cx="40%" cy="40%" r="70%"><stop offset="0" stop-color="#5a3a1e"/><stop offset=".6" stop-color="#1a0e06"/><stop offset="1" stop-color="#060302"/></radialGradient>
    <radialGradient id="resin" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#4a3020"/><stop offset=".5" stop-color="#1a100a"/><stop offset="1" stop-color="#050302"/></radialGradient>
    <linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7fa04a"/><stop offset="1" stop-color="#2f4a1c"/></linearGradient>
    <radialGradient id="berry" cx="35%" cy="35%" r="70%"><stop offset="0" stop-color="#ffc24a"/><stop offset=".6" stop-color="#f07a12"/><stop offset="1" stop-color="#9a3c06"/></radialGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
    <filter id="noise"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>
    <pattern id="grainy" width="200" height="200" patternUnits="userSpaceOnUse"><rect width="200" height="200" filter="url(#noise)"/></pattern>
  </defs>
  <rect width="${SIZE}" height="1060" fill="url(#wall)"/>
  <rect y="1040" width="${SIZE}" height="${SIZE - 1040}" fill="url(#table)"/>
  <rect y="1020" width="${SIZE}" height="40" fill="${table}" filter="url(#soft)" opacity=".6"/>
  <ellipse cx="${open ? 860 : 800}" cy="1310" rx="${open ? 520 : 430}" ry="60" fill="#000" opacity=".45" filter="url(#soft)"/>
  ${product(look, title, open)}
  ${props(look, rng)}
  <rect width="${SIZE}" height="${SIZE}" fill="url(#key)"/>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#vignette)"/>
  <rect width="${SIZE}" height="${SIZE}" filter="url(#noise)" opacity=".07"/>
</svg>`
}

let seed = 1
for (const entry of catalogue.products) {
  const look = LOOKS[entry.handle]
  if (!look) throw new Error(`No look for ${entry.handle}: add it to LOOKS in seed/photo-looks.mjs`)
  for (const [index, name] of entry.images.entries()) {
    const jpeg = await sharp(Buffer.from(scene(look, entry.title, seed, index > 0)))
      .flatten({ background: "#000" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
    if (jpeg.length > MAX_BYTES) throw new Error(`${name} is ${jpeg.length} bytes, more than ${MAX_BYTES}`)
    fs.writeFileSync(path.join(here, "images", name), jpeg)
    console.log(`${name}: ${Math.round(jpeg.length / 1024)} KB`)
    seed += 1
  }
}
