import { MOBILE_BREAKPOINT_PX } from "./constants"
import { shop } from "./shop"

/** The widths the backend serves a photo upload at (GET /uploads/<name>/<width>.<format>). */
export const PHOTO_WIDTHS = shop.images.widths
/** Photos never drawn wider than 160 px (thumbnails, cart lines) need no larger candidate. */
export const THUMBNAIL_WIDTHS = PHOTO_WIDTHS.filter((width) => width <= 480)

/** How wide a photo is drawn, per layout (app.css): the browser picks the srcset candidate from it. */
export const PHOTO_SIZES = {
  // .product-grid: cards of at least 250 px, 1.5rem apart, in the 1200 px container less 1.25rem a side
  card: "(min-width: 1112px) 272px, (min-width: 838px) calc((100vw - 88px) / 3), (min-width: 564px) calc((100vw - 64px) / 2), calc(100vw - 40px)",
  // .product-detail: the gallery is half the container wider than mobile, 2.5rem gap, else the full width
  gallery: `(min-width: 1200px) 560px, (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) calc((100vw - 80px) / 2), calc(100vw - 40px)`,
  zoom: "100vw",
} as const

export type PhotoSources = { avif: string; webp: string; fallback: string }

const RESIZABLE_UPLOAD = new RegExp(`/uploads/[^/]+\\.(${shop.images.resizable.join("|")})$`, "i")

/**
 * The srcsets of a product photo uploaded to the shop, or null for any other picture (an SVG, an
 * image on another site): those are shown as they are.
 */
export function photoSources(url: string, widths: readonly number[] = PHOTO_WIDTHS): PhotoSources | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.search || parsed.hash || !RESIZABLE_UPLOAD.test(parsed.pathname)) return null
  const srcset = (format: string) => widths.map((width) => `${url}/${width}.${format} ${width}w`).join(", ")
  const middle = widths[Math.floor(widths.length / 2)]
  return { avif: srcset("avif"), webp: srcset("webp"), fallback: `${url}/${middle}.webp` }
}

/**
 * A `<link rel="preload">` for the page's largest photo (a route's meta): the browser fetches it
 * with the HTML's first bytes, before scripts and styles. AVIF only: a browser without it skips
 * the preload (type) and finds the WebP in the page.
 */
export function photoPreload(url: string | undefined, sizes: string) {
  const sources = url ? photoSources(url) : null
  if (!sources) return []
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    },
  ] as const
}
