import { describe, expect, it } from "vitest"
import { CUSTOMER_SESSION_COOKIE, endCustomerSession, sessionToken, startCustomerSession, tokenState } from "./customer-session.server"

/** A JWT as Medusa issues one (only its payload matters here: the backend checks the signature). */
const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.signature`
const HOUR = 3600
const issuedAt = 1_800_000_000
const token = jwt({ actor_id: "cus_1", iat: issuedAt, exp: issuedAt + 24 * HOUR })
const at = (seconds: number) => (issuedAt + seconds) * 1000

const requestWith = (setCookie: string) => new Request("http://shop.test/account", { headers: { cookie: setCookie.split(";")[0]! } })

describe("tokenState", () => {
  it("keeps a token in its first half, renews it after, and drops it once expired or unreadable", () => {
    expect(tokenState(token, at(HOUR))).toBe("fresh")
    expect(tokenState(token, at(13 * HOUR))).toBe("renew")
    expect(tokenState(token, at(24 * HOUR))).toBe("expired")
    expect(tokenState("not-a-token", at(HOUR))).toBe("expired")
    expect(tokenState(jwt({ iat: issuedAt }), at(HOUR))).toBe("expired")
  })
})

describe("the customer's session cookie", () => {
  it("is HttpOnly, SameSite=Lax, the whole site's, signed, and new at every sign-in", async () => {
    const first = await startCustomerSession(token)
    expect(first).toMatch(new RegExp(`^${CUSTOMER_SESSION_COOKIE}=`))
    expect(first).toMatch(/; HttpOnly/)
    expect(first).toMatch(/; SameSite=Lax/)
    expect(first).toMatch(/; Path=\//)
    // the same token signed in again: its own cookie all the same
    expect((await startCustomerSession(jwt({ actor_id: "cus_1", iat: issuedAt + 1, exp: issuedAt + 24 * HOUR }))).split(";")[0]).not.toBe(
      first.split(";")[0],
    )
  })

  it("gives back its token only as it was signed; a tampered or ended cookie holds none", async () => {
    const cookie = await startCustomerSession(jwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + HOUR }))
    expect(await sessionToken(requestWith(cookie))).toMatch(/^e30\./)
    const [name, value] = cookie.split(";")[0]!.split("=")
    // the session's data changed (its first character): the signature no longer matches
    expect(await sessionToken(requestWith(`${name}=${value!.replace(/^./, (first) => (first === "e" ? "f" : "e"))}`))).toBeNull()
    const ended = await endCustomerSession()
    expect(ended).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(await sessionToken(requestWith(ended))).toBeNull()
  })
})
