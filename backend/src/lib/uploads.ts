import path from "node:path"
import type { Settings } from "./settings"

/** Public uploads (product images) are kept under DATA_DIR and served by GET /uploads/:file. */
export const uploadsDir = (settings: Pick<Settings, "DATA_DIR">) => path.resolve(settings.DATA_DIR, "uploads")

/** Upload names carry a timestamp and never change, so browsers and CDNs may keep them a year. */
export const UPLOAD_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** An upload is shown, never run: no sniffing, no scripts even when opened on its own. */
export const UPLOAD_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" }
