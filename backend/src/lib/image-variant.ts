import path from "node:path"
import type { Settings } from "./settings"
import { shopConfig } from "./shop-config"
import { uploadsDir } from "./uploads"

/** The formats photos are served in; the original stays as it was uploaded. */
export const IMAGE_FORMATS = { avif: "image/avif", webp: "image/webp" } as const
export type ImageFormat = keyof typeof IMAGE_FORMATS

/** A resized copy of one upload: `GET /uploads/<name>/<width>.<format>`. */
export type ImageVariant = { original: string; width: number; format: ImageFormat; cached: string }

/** Resized copies live beside the uploads, never among them: clearing this folder is always safe. */
export const imageCacheDir = (settings: Pick<Settings, "DATA_DIR">) => path.resolve(settings.DATA_DIR, "image-cache")

const VARIANT = /^(\d{1,4})\.([a-z]+)$/

/**
 * Reads a variant request, or says why it is refused. Only the widths of shop.config.json and the
 * formats above are made (so nobody can fill the disk or the CPU with sizes of their choosing), and
 * only from a file directly in the uploads folder (no path, no dot file, no private upload).
 */
export function parseImageVariant(
  settings: Pick<Settings, "DATA_DIR">,
  file: string,
  variant: string,
): { variant: ImageVariant } | { problem: string } {
  if (!file || file !== path.basename(file) || file.startsWith(".") || file.includes("\0")) return { problem: "Not a file name" }
  const extension = path.extname(file).slice(1).toLowerCase()
  if (!shopConfig.images.resizable.includes(extension))
    return { problem: `Only ${shopConfig.images.resizable.join(", ")} uploads are resized` }
  const match = VARIANT.exec(variant)
  const width = match ? Number(match[1]) : NaN
  if (!match || !shopConfig.images.widths.includes(width))
    return { problem: `The width must be one of ${shopConfig.images.widths.join(", ")}` }
  const format = match[2]
  if (!isImageFormat(format)) return { problem: `The format must be one of ${Object.keys(IMAGE_FORMATS).join(", ")}` }
  const uploads = uploadsDir(settings)
  const original = path.resolve(uploads, file)
  if (path.dirname(original) !== uploads) return { problem: "Not a file name" }
  return { variant: { original, width, format, cached: path.join(imageCacheDir(settings), `${file}.${width}.${format}`) } }
}

function isImageFormat(format: string): format is ImageFormat {
  return Object.keys(IMAGE_FORMATS).includes(format)
}
