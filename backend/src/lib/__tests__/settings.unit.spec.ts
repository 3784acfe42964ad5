import { LOCAL_DEFAULTS, readSettings, SECRET_NAMES } from "../settings"

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

const strongSecrets = {
  JWT_SECRET: "6f1c0e9a3b7d42e58a91c4f0d2b6e8a7",
  COOKIE_SECRET: "b83e5d1f7a9c40626e2d8f1a3c5b7e90",
  TOKEN_SECRET: "2d7f9b1e4c6a80353a5c7e9f1b3d5f72",
  PAGE_CACHE_SECRET: "94c2e7a1f05b3d86c1e9a4f7b20d6e53",
  ACCOUNT_SESSION_SECRET: "5e8a1c3f7b9d20466f1b3d5e7a9c0e24",
}

// a production shop's outside services: Stripe takes the payments, an SMTP relay sends the e-mails
const outside = { STRIPE_API_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "whsec_123", SMTP_HOST: "smtp.example.com" }

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
    const secrets = { ...strongSecrets, ...outside, ADMIN_PASSWORD: "a-strong-password" }
    expect(failureLine({ ...base, ...secrets, NODE_ENV: "production" })).toBeNull()
    for (const name of Object.keys(LOCAL_DEFAULTS)) {
      const env = { ...base, ...secrets, NODE_ENV: "production", [name]: LOCAL_DEFAULTS[name as keyof typeof LOCAL_DEFAULTS] }
      expect(failureLine(env)).toMatch(new RegExp(`^Invalid setting: ${name} still has its local default`))
    }
    // npm start runs the production build locally: the defaults are allowed there.
    expect(failureLine({ ...base, NODE_ENV: "production", SHOP_MODE: "local" })).toBeNull()
  })

  it("refuses short, repetitive or shared secrets in production", () => {
    const production = { ...base, ...strongSecrets, ...outside, ADMIN_PASSWORD: "a-strong-password", NODE_ENV: "production" }
    for (const name of SECRET_NAMES) {
      expect(failureLine({ ...production, [name]: "0123456789abcdef0123" })).toMatch(
        new RegExp(`^Invalid setting: ${name} is too short for production`),
      )
      expect(failureLine({ ...production, [name]: "ab".repeat(20) })).toMatch(new RegExp(`^Invalid setting: ${name} is too repetitive`))
    }
    expect(failureLine({ ...production, TOKEN_SECRET: strongSecrets.JWT_SECRET })).toMatch(
      /^Invalid setting: JWT_SECRET is the same as TOKEN_SECRET/,
    )
    // locally the same values are fine
    expect(failureLine({ ...base, TOKEN_SECRET: "ab".repeat(20) })).toBeNull()
  })

  it("refuses the test payment and the e-mail outbox in production unless allowed explicitly", () => {
    const production = { ...base, ...strongSecrets, ...outside, ADMIN_PASSWORD: "a-strong-password", NODE_ENV: "production" }
    const { STRIPE_API_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = production
    const { SMTP_HOST: _host, ...withoutSmtp } = production
    expect(failureLine(withoutStripe)).toMatch(
      /^Invalid setting: STRIPE_API_KEY is required in production: .*ALLOW_TEST_PAYMENT=true allows that on purpose\)\n$/,
    )
    expect(failureLine({ ...withoutStripe, ALLOW_TEST_PAYMENT: "false" })).toMatch(
      /^Invalid setting: STRIPE_API_KEY is required in production/,
    )
    expect(failureLine({ ...withoutStripe, ALLOW_TEST_PAYMENT: "true" })).toBeNull()
    expect(failureLine({ ...withoutStripe, ALLOW_TEST_PAYMENT: "yes" })).toMatch(/^Invalid setting: ALLOW_TEST_PAYMENT /)
    expect(failureLine(withoutSmtp)).toMatch(
      /^Invalid setting: SMTP_HOST is required in production: .*ALLOW_EMAIL_OUTBOX=true allows that on purpose\)\n$/,
    )
    expect(failureLine({ ...withoutSmtp, SMTP_HOST: " " })).toMatch(/^Invalid setting: SMTP_HOST is required in production/)
    expect(failureLine({ ...withoutSmtp, ALLOW_EMAIL_OUTBOX: "true" })).toBeNull()
    // locally (and in `npm start`'s production build) both are the defaults
    expect(failureLine(base)).toBeNull()
    expect(failureLine({ ...withoutStripe, SHOP_MODE: "local", SMTP_HOST: "" })).toBeNull()
  })

  it("derives the URLs and CORS origins from the ports unless they are set", () => {
    const derived = readSettings({ ...base, PORT: "9100", STOREFRONT_PORT: "8100" })
    expect(derived.BACKEND_URL).toBe("http://localhost:9100")
    expect(derived.STOREFRONT_URL).toBe("http://localhost:8100")
    expect(derived.STORE_CORS).toBe("http://localhost:8100")
    expect(derived.ADMIN_CORS).toBe("http://localhost:9100")
    expect(derived.AUTH_CORS).toBe("http://localhost:8100,http://localhost:9100")
    const given = readSettings({
      ...base,
      PORT: "9100",
      STOREFRONT_URL: "https://shop.example.com",
      ADMIN_CORS: "https://admin.example.com",
    })
    expect(given.STORE_CORS).toBe("https://shop.example.com")
    expect(given.ADMIN_CORS).toBe("https://admin.example.com")
    expect(failureLine({ ...base, MEDUSA_ADMIN_BACKEND_URL: "nowhere" })).toMatch(
      /^Invalid setting: MEDUSA_ADMIN_BACKEND_URL must be \/ or a URL/,
    )
    expect(readSettings({ ...base, MEDUSA_ADMIN_BACKEND_URL: "/" }).MEDUSA_ADMIN_BACKEND_URL).toBe("/")
  })
})
