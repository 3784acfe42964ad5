import { subscribe } from "node:diagnostics_channel"
import type { IncomingMessage, ServerResponse } from "node:http"
import { setSecurityHeaders } from "./src/api/doors"

/**
 * Loaded by `medusa start` before the server is created (Medusa's instrumentation hook). Medusa
 * mounts the admin (/app) before the project's middlewares run, so the security headers of every
 * answer, the admin's included, are set at the first touch of the HTTP layer: Node's public
 * `http.server.request.start` diagnostics channel, published for each request before any handler
 * sees it. Express's X-Powered-By is never sent. The API's middlewares (src/api/doors.ts) set the
 * same headers for servers started another way (the integration tests).
 */
let registered = false

function secureAnswer(message: unknown) {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
  setSecurityHeaders(response, { path: request.url ?? "/" })
  const setHeader = response.setHeader.bind(response)
  response.setHeader = ((name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === "x-powered-by" ? response : setHeader(name, value)) as typeof response.setHeader
}

export function register() {
  if (registered) return
  registered = true
  subscribe("http.server.request.start", secureAnswer)
}
