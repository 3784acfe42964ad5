import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { z } from "@medusajs/framework/zod"
import { LOCAL_SECRETS, weakSecretReason } from "shop-signing"

/**
 * Every setting of the backend, read and validated here and nowhere else.
 * A missing or malformed value stops the process with one line naming it.
 */

/** The local defaults: the secrets' are the one signing module's, shared with the storefront's server. */
export const LOCAL_DEFAULTS = {
  ...LOCAL_SECRETS,
  ADMIN_PASSWORD: "supersecret",
} as const

const REPO_ROOT = path.resolve(__dirname, "../../..")
const isCompiledOutput = __dirname.includes(`${path.sep}.medusa${path.sep}`)
// `medusa build` moves the code to backend/.medusa/server: the repository root is two levels further up
const repoRoot = isCompiledOutput ? path.resolve(__dirname, "../../../../..") : REPO_ROOT

/** Secrets in production: long, varied, and each used for one purpose only (shop-signing's weakSecretReason). */
export const SECRET_NAMES = [
  "JWT_SECRET",
  "COOKIE_SECRET",
  "TOKEN_SECRET",
  "PAGE_CACHE_SECRET",
  "ACCOUNT_SESSION_SECRET",
] as const satisfies readonly (keyof typeof LOCAL_SECRETS)[]

// `npm run seed`, `medusa exec` and a bare `medusa start` read the repository's `.env` like
// `npm start` does; the real environment wins. Images carry no `.env` (.dockerignore).
const settingsFile = path.join(repoRoot, ".env")
if (fs.existsSync(settingsFile)) process.loadEnvFile(settingsFile)

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined))

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined))

const postgresUrl = z
  .string({ error: "is required (npm start sets it to the embedded database)" })
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), "must be a postgres:// URL")

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // `npm start` runs the production build locally with SHOP_MODE=local: local defaults allowed.
  SHOP_MODE: z.enum(["local", "production"]).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(9000),
  DATABASE_URL: postgresUrl,
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(16).default(LOCAL_DEFAULTS.JWT_SECRET),
  COOKIE_SECRET: z.string().min(16).default(LOCAL_DEFAULTS.COOKIE_SECRET),
  TOKEN_SECRET: z.string().min(16).default(LOCAL_DEFAULTS.TOKEN_SECRET),
  // Signs the requests that drop pages from the storefront's page cache; the storefront has the same
  PAGE_CACHE_SECRET: z.string().min(16).default(LOCAL_DEFAULTS.PAGE_CACHE_SECRET),
  // Signs the storefront's cookie of a signed-in customer (its server's, not the backend's): checked here with the other secrets
  ACCOUNT_SESSION_SECRET: z.string().min(16).default(LOCAL_DEFAULTS.ACCOUNT_SESSION_SECRET),
  // Unset: derived from PORT and STOREFRONT_PORT (withUrlsFromPorts), like scripts/lib/urls.mjs
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(8000),
  STOREFRONT_URL: z.string().url(),
  // Where the backend reaches the storefront's server (its page cache); unset: STOREFRONT_URL
  STOREFRONT_INTERNAL_URL: optionalUrl,
  BACKEND_URL: z.string().url(),
  STORE_CORS: z.string(),
  ADMIN_CORS: z.string(),
  AUTH_CORS: z.string(),
  // Where the admin bundle sends its API calls, fixed at build time; unset: "/", the origin the
  // admin is served from
  MEDUSA_ADMIN_BACKEND_URL: z
    .string()
    .refine((value) => value === "/" || URL.canParse(value), "must be / or a URL")
    .optional(),
  // Express's "trust proxy": who may tell the client's address in X-Forwarded-For ("loopback",
  // "uniquelocal", addresses or subnets, or a number of hops). Unset: nobody, the socket's address counts.
  TRUSTED_PROXY: optionalText,
  ADMIN_EMAIL: z.string().email().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(8).default(LOCAL_DEFAULTS.ADMIN_PASSWORD),
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  STRIPE_API_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
  // Production without STRIPE_API_KEY takes orders on the test payment (nobody pays): refused unless "true"
  ALLOW_TEST_PAYMENT: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  CONTACT_WEBHOOK_URL: optionalUrl,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  // Production without SMTP_HOST only writes e-mails to DATA_DIR/outbox: refused unless "true"
  ALLOW_EMAIL_OUTBOX: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  EMAIL_FROM: z.string().default("Example Brand <info@example.com>"),
  ADMIN_DISABLED: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  MEDUSA_WORKER_MODE: z.enum(["shared", "worker", "server"]).default("shared"),
  // `npm start` runs this many server processes (Medusa's cluster mode), one per core; needs Redis
  MEDUSA_CLUSTER: z.coerce.number().int().min(1).max(64).optional(),
  // Medusa's own feature flag (read by Medusa too): caches Store API reads in the caching module.
  // On by default: it makes the product list about ten times faster (README, "Figures").
  MEDUSA_FF_CACHING: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Medusa's own feature flag (read by Medusa too): the Translation Module, the store's locales and
  // the Store API's answers in the shopper's language (`?locale=`, `x-medusa-locale`). On by default.
  MEDUSA_FF_TRANSLATION: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Names this shop's entries in a shared Redis; unset: derived from the database (see cachePrefix)
  CACHE_PREFIX: optionalText,
})

export type Settings = z.infer<typeof schema>

function fail(line: string): never {
  // One clear line, no stack trace: this is what the person starting the shop reads.
  process.stderr.write(`Invalid setting: ${line}\n`)
  process.exit(1)
}

// `medusa build` compiles without a database: it is the one command that may go without one.
const isBuild = process.argv[2] === "build"

/** The ports decide the URLs and CORS origins that are not set (the same rule as `npm start`'s). */
export function withUrlsFromPorts(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const given = (name: string) => (env[name]?.trim() ? env[name] : undefined)
  const BACKEND_URL = given("BACKEND_URL") ?? `http://localhost:${given("PORT") ?? 9000}`
  const STOREFRONT_URL = given("STOREFRONT_URL") ?? `http://localhost:${given("STOREFRONT_PORT") ?? 8000}`
  return {
    ...env,
    BACKEND_URL,
    STOREFRONT_URL,
    STORE_CORS: given("STORE_CORS") ?? STOREFRONT_URL,
    ADMIN_CORS: given("ADMIN_CORS") ?? BACKEND_URL,
    AUTH_CORS: given("AUTH_CORS") ?? `${STOREFRONT_URL},${BACKEND_URL}`,
  }
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const derived = withUrlsFromPorts(env)
  const parsed = schema.safeParse(isBuild ? { DATABASE_URL: "postgres://build", ...derived } : derived)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    fail(`${issue.path.join(".")} ${issue.message}`)
  }
  const settings = { ...parsed.data, SHOP_MODE: parsed.data.SHOP_MODE ?? (parsed.data.NODE_ENV === "production" ? "production" : "local") }
  if (settings.SHOP_MODE === "production" && !isBuild) {
    const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, settings[name]]))
    for (const name of SECRET_NAMES) {
      const reason = weakSecretReason(name, settings[name], { others: secrets, refused: Object.values(LOCAL_DEFAULTS) })
      if (reason) fail(`${name} ${reason}`)
    }
    if (settings.ADMIN_PASSWORD === LOCAL_DEFAULTS.ADMIN_PASSWORD) {
      fail("ADMIN_PASSWORD still has its local default; set a password of your own for production")
    }
    if (!settings.STRIPE_API_KEY && !settings.ALLOW_TEST_PAYMENT) {
      fail(
        "STRIPE_API_KEY is required in production: without it shoppers order on the test payment and nobody pays (ALLOW_TEST_PAYMENT=true allows that on purpose)",
      )
    }
    if (!settings.SMTP_HOST && !settings.ALLOW_EMAIL_OUTBOX) {
      fail(
        "SMTP_HOST is required in production: without it no e-mail leaves the server, they are only written to DATA_DIR/outbox (ALLOW_EMAIL_OUTBOX=true allows that on purpose)",
      )
    }
  }
  if ((settings.MEDUSA_CLUSTER ?? 1) > 1 && !settings.REDIS_URL) {
    fail("MEDUSA_CLUSTER needs REDIS_URL: without it every process would keep its own events, locks and cache")
  }
  if (settings.STRIPE_API_KEY && !settings.STRIPE_WEBHOOK_SECRET) {
    fail("STRIPE_WEBHOOK_SECRET is required when STRIPE_API_KEY is set")
  }
  return settings
}

export const settings = readSettings()

/**
 * Names this shop's keys in a shared Redis (cache entries, rate-limit counters): CACHE_PREFIX, or
 * derived from the database, so two shops (or a shop and its tests) sharing a Redis stay apart.
 */
export function shopKeyPrefix(from: Pick<Settings, "CACHE_PREFIX" | "DATABASE_URL"> = settings): string {
  if (from.CACHE_PREFIX) return from.CACHE_PREFIX
  const database = new URL(from.DATABASE_URL)
  const identity = `${database.hostname}:${database.port}${database.pathname}`
  return `shop:${createHash("sha256").update(identity).digest("hex").slice(0, 12)}:`
}
