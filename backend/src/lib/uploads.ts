import path from "node:path"
import type { Settings } from "./settings"

/** Public uploads (product images) are kept under DATA_DIR and served by GET /uploads/:file. */
export const uploadsDir = (settings: Pick<Settings, "DATA_DIR">) => path.resolve(settings.DATA_DIR, "uploads")

/** Where the backend serves public uploads; stored in product images' URLs as it is (a path, no origin). */
export const UPLOADS_PATH = "/uploads"

/** The stored URL of a public upload: its path on the backend, whatever address the backend has. */
export const uploadPath = (fileKey: string) => `${UPLOADS_PATH}/${fileKey.split("/").map(encodeURIComponent).join("/")}`

/** Upload names carry a timestamp and never change, so browsers and CDNs may keep them a year. */
export const UPLOAD_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** An upload is shown, never run: no sniffing, no scripts even when opened on its own. */
export const UPLOAD_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
}

/**
 * Where the signed-in seller downloads a private file (an order export): the admin's route, never
 * the public uploads, which do not serve private files.
 */
export const PRIVATE_FILES_PATH = "/admin/private-files"

/** A private file's key as the File Module's local provider makes it ("private-<time>-<name>"). */
export const PRIVATE_FILE_KEY = /^private-\d+-[\w.-]+$/

/**
 * A photo's address for any Store API client: the backend's public URL (BACKEND_URL, which may
 * carry a path) in front of an upload's stored path; a URL stored whole (an older upload, a
 * picture elsewhere) stays as it is.
 */
export function absoluteUploadUrl(url: string, backendUrl: string): string {
  return url.startsWith(`${UPLOADS_PATH}/`) ? `${backendUrl.replace(/\/$/, "")}${url}` : url
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * An answer with its photos' addresses absolute, wherever Medusa's models put them: a product's,
 * a line item's or an order item's `thumbnail`, and the `url` of each of a product's or a
 * variant's `images`. A copy: the answer may be an object Medusa's cache keeps.
 */
export function withAbsoluteUploadUrls(value: unknown, backendUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUploadUrls(item, backendUrl))
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (key === "thumbnail" && typeof field === "string") copy[key] = absoluteUploadUrl(field, backendUrl)
    else if (key === "images" && Array.isArray(field)) copy[key] = field.map((image) => withAbsoluteImageUrl(image, backendUrl))
    else copy[key] = withAbsoluteUploadUrls(field, backendUrl)
  }
  return copy
}

function withAbsoluteImageUrl(image: unknown, backendUrl: string): unknown {
  const copy = withAbsoluteUploadUrls(image, backendUrl)
  if (!isPlainObject(copy) || typeof copy.url !== "string") return copy
  return { ...copy, url: absoluteUploadUrl(copy.url, backendUrl) }
}
