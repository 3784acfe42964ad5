import { LOCAL_DEFAULTS, readSettings } from "../settings"

/** readSettings stops the process with one line; the test catches the exit to read that line. */
function failureLine(env: Record<string, string>) {
  const written: string[] = []
  const exit = jest.spyOn(process, "exit").mockImplementation((() => {
    throw new Error("exit")
  }) as never)
  const write = jest.spyOn(process.stderr, "write").mockImplementation((chunk: any) => {
    written.push(String(chunk))
    return true
  })
  try {
    readSettings(env)
    return null
  } catch {
    return written.join("")
  } finally {
    exit.mockRestore()
    write.mockRestore()
  }
}

const base = { DATABASE_URL: "postgres://postgres@localhost:5432/shop" }

describe("settings", () => {
  it("accepts the local defaults outside production", () => {
    expect(failureLine(base)).toBeNull()
    expect(failureLine({ ...base, MEDUSA_CLUSTER: "2", REDIS_URL: "redis://localhost:6379" })).toBeNull()
    expect(readSettings(base).PORT).toBe(9000)
  })

  it.each([
    [{}, /^Invalid setting: DATABASE_URL is required/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid setting: DATABASE_URL must be a postgres:\/\/ URL/],
    [{ ...base, PORT: "abc" }, /^Invalid setting: PORT /],
    [{ ...base, REDIS_URL: "not a url" }, /^Invalid setting: REDIS_URL /],
    [{ ...base, STRIPE_API_KEY: "sk_test_123" }, /^Invalid setting: STRIPE_WEBHOOK_SECRET is required/],
    [{ ...base, MEDUSA_CLUSTER: "2" }, /^Invalid setting: MEDUSA_CLUSTER needs REDIS_URL/],
    [{ ...base, MEDUSA_CLUSTER: "many" }, /^Invalid setting: MEDUSA_CLUSTER /],
  ])("stops on a missing or malformed setting with one line naming it (%o)", (env, line) => {
    const output = failureLine(env as Record<string, string>)
    expect(output).toMatch(line)
    expect(output!.trim().split("\n")).toHaveLength(1)
  })

  it("refuses every local default secret in production", () => {
    const secrets = { JWT_SECRET: "a".repeat(32), COOKIE_SECRET: "b".repeat(32), TOKEN_SECRET: "c".repeat(32), ADMIN_PASSWORD: "a-strong-password" }
    expect(failureLine({ ...base, ...secrets, NODE_ENV: "production" })).toBeNull()
    for (const name of Object.keys(LOCAL_DEFAULTS)) {
      const env = { ...base, ...secrets, NODE_ENV: "production", [name]: LOCAL_DEFAULTS[name as keyof typeof LOCAL_DEFAULTS] }
      expect(failureLine(env)).toMatch(new RegExp(`^Invalid setting: ${name} still has its local default`))
    }
    // npm start runs the production build locally: the defaults are allowed there.
    expect(failureLine({ ...base, NODE_ENV: "production", SHOP_MODE: "local" })).toBeNull()
  })
})
