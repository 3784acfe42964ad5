import http from "node:http"
import { Socket, type AddressInfo } from "node:net"
import { adminContentSecurityPolicy, API_CONTENT_SECURITY_POLICY, nestsDeeperThan, setSecurityHeaders } from "../doors"
import { register } from "../../../instrumentation"

describe("the backend's doors", () => {
  it("measures nesting without recursion, even 100,000 levels deep", () => {
    expect(nestsDeeperThan({ a: { b: [1, { c: 2 }] } }, 4)).toBe(false)
    expect(nestsDeeperThan({ a: { b: [1, { c: {} }] } }, 4)).toBe(true)
    expect(nestsDeeperThan(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`), 32)).toBe(true)
    expect(nestsDeeperThan("text", 0)).toBe(false)
  })

  it("sets the security headers on every answer of `medusa start`, the admin's and Medusa's own 401s, and drops X-Powered-By", async () => {
    register()
    // what `medusa start` serves, as an Express app does: its own X-Powered-By, the admin's 401s
    const server = http.createServer((_req, res) => {
      res.setHeader("X-Powered-By", "Express")
      res.statusCode = 401
      res.end("{}")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/app/login`)
      expect(response.status).toBe(401)
      expect(response.headers.get("x-frame-options")).toBe("DENY")
      expect(response.headers.get("content-security-policy")).toBe(adminContentSecurityPolicy())
      const api = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/products`)
      expect(api.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(response.headers.get("x-powered-by")).toBeNull()
    } finally {
      server.close()
    }
  })

  it("gives the admin a full Content-Security-Policy: its own scripts only, no eval, no inline script, never framed", () => {
    const directives = Object.fromEntries(
      adminContentSecurityPolicy({ STOREFRONT_URL: "https://shop.example", MEDUSA_ADMIN_BACKEND_URL: "https://api.shop.example/" })
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    )
    expect(directives["default-src"]).toEqual(["'self'"])
    expect(directives["script-src"]).toEqual(["'self'"])
    expect(directives["object-src"]).toEqual(["'none'"])
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
    expect(directives["base-uri"]).toEqual(["'self'"])
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.shop.example"])
    expect(directives["img-src"]).toContain("https://shop.example")
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'")
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it("tells browsers to keep to HTTPS (HSTS) in production only, where the shop is served over TLS", () => {
    const headersIn = (mode: "production" | "local") => {
      const res = new http.ServerResponse(new http.IncomingMessage(new Socket()))
      setSecurityHeaders(res, { shopMode: mode })
      return res.getHeaders()
    }
    expect(headersIn("production")["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    expect(headersIn("production")["x-content-type-options"]).toBe("nosniff")
    expect(headersIn("local")["strict-transport-security"]).toBeUndefined()
    expect(headersIn("local")["x-frame-options"]).toBe("DENY")
  })
})
