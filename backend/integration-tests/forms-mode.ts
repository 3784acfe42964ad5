import os from "node:os"
import path from "node:path"

/**
 * Points the backend at the local stand-ins of the chat service and the SMTP relay. Imported first
 * by a spec, before anything reads the settings.
 */
export const CHAT_PORT = 14000 + (process.pid % 2000)
export const SMTP_PORT = 16000 + (process.pid % 2000)

process.env.CONTACT_WEBHOOK_URL = `http://127.0.0.1:${CHAT_PORT}/api/webhooks/test`
process.env.SMTP_HOST = "127.0.0.1"
process.env.SMTP_PORT = String(SMTP_PORT)
process.env.SMTP_SECURE = "false"
process.env.STOREFRONT_URL = "http://shop.test"
process.env.DATA_DIR = path.join(os.tmpdir(), `shop-forms-test-${process.pid}`)
