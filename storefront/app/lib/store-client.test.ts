import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callStore, StoreApiError, storeRequest, type StoreTarget } from "./store-client"

/** What the backend stand-in last received. */
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: "" }
let server: Server
let target: StoreTarget

// A real HTTP server on a free port: the client's requests as the backend receives them.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      received = { method: request.method, url: request.url, headers: request.headers, body }
      const path = new URL(request.url ?? "/", "http://backend.test").pathname
      if (path === "/slow") return void setTimeout(() => response.end("{}"), 500)
      response.setHeader("content-type", "application/json")
      if (path === "/refused") {
        response.statusCode = 400
        return void response.end(JSON.stringify({ type: "invalid_data", code: "insufficient_inventory", message: "Only 2 left." }))
      }
      if (path === "/broken") {
        response.statusCode = 500
        return void response.end("<html>no JSON</html>")
      }
      response.end(JSON.stringify({ echoed: body ? JSON.parse(body) : null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  target = { backendUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, publishableKey: "pk_test" }
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // keep-alive connections would hold the close open for seconds
      server.closeAllConnections()
    }),
)

describe("callStore", () => {
  it("GETs with the publishable key and the query (arrays as repeated parameters), without a body or its type", async () => {
    const answer = await callStore<{ echoed: null }>(target, "/store/products", { query: { id: ["a", "b"], limit: 2, skipped: undefined } })
    expect(answer).toEqual({ ok: true, status: 200, body: { echoed: null } })
    expect(received.method).toBe("GET")
    expect(received.url).toBe("/store/products?id=a&id=b&limit=2")
    expect(received.headers["x-publishable-api-key"]).toBe("pk_test")
    expect(received.headers["content-type"]).toBeUndefined()
  })
  it("POSTs a body as JSON, with the shopper's address and a token where given", async () => {
    const answer = await callStore(target, "/store/contact-messages?fields=id", {
      query: { extra: "1" },
      body: { name: "Ann" },
      forwardedFor: "203.0.113.7",
      token: "tok",
    })
    expect(answer).toEqual({ ok: true, status: 200, body: { echoed: { name: "Ann" } } })
    expect(received.method).toBe("POST")
    expect(received.url).toBe("/store/contact-messages?fields=id&extra=1")
    expect(received.headers["content-type"]).toBe("application/json")
    expect(received.headers["x-forwarded-for"]).toBe("203.0.113.7")
    expect(received.headers.authorization).toBe("Bearer tok")
  })
  it("answers a refusal read from its body, and one without JSON with no words", async () => {
    expect(await callStore(target, "/refused", { body: {} })).toEqual({
      ok: false,
      status: 400,
      type: "invalid_data",
      code: "insufficient_inventory",
      message: "Only 2 left.",
      fieldErrors: {},
    })
    expect(await callStore(target, "/broken")).toEqual({ ok: false, status: 500, type: null, code: null, message: null, fieldErrors: {} })
  })
  it("rejects when the backend does not answer in time", async () => {
    await expect(callStore(target, "/slow", { timeoutMs: 50 })).rejects.toThrow()
  })
})

describe("storeRequest", () => {
  it("answers the JSON, and throws a refusal as a StoreApiError with its status and words", async () => {
    await expect(storeRequest(target, "/ok")).resolves.toEqual({ echoed: null })
    const error: unknown = await storeRequest(target, "/refused").catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(StoreApiError)
    expect(error).toMatchObject({ status: 400, message: "Only 2 left.", refusal: { code: "insufficient_inventory" } })
  })
})
