import type { IncomingMessage, ServerResponse } from "node:http"
import { setSecurityHeaders } from "./src/api/doors"

/**
 * Loaded by `medusa start` before the server is created (Medusa's instrumentation hook). Medusa
 * mounts the admin (/app) before the project's middlewares run, so the security headers of every
 * answer, the admin's included, are set here at the first touch of the HTTP layer; Express's
 * X-Powered-By is never sent. The API's middlewares (src/api/doors.ts) set the same headers for
 * servers started another way (the integration tests).
 */
type RequestHandler = (handler: () => Promise<void>, req: IncomingMessage, res: ServerResponse, path?: string) => Promise<void>

export function register() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const startCommand = require("@medusajs/medusa/commands/start") as { traceRequestHandler?: RequestHandler }
  const inner = startCommand.traceRequestHandler
  startCommand.traceRequestHandler = async (handler, req, res, path) => {
    setSecurityHeaders(res, { path: req.url ?? "/" })
    const setHeader = res.setHeader.bind(res)
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === "x-powered-by" ? res : setHeader(name, value)) as typeof res.setHeader
    return inner ? inner(handler, req, res, path) : handler()
  }
}
