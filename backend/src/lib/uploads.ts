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
export const UPLOAD_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" }
