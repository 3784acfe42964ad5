import path from "node:path"
import type { Settings } from "./settings"

/** Public uploads (product images) are kept under DATA_DIR and served by GET /uploads/:file. */
export const uploadsDir = (settings: Pick<Settings, "DATA_DIR">) => path.resolve(settings.DATA_DIR, "uploads")
