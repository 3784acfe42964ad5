import path from "node:path"
import { z } from "@medusajs/framework/zod"

/**
 * Every setting of the backend, read and validated here and nowhere else.
 * A missing or malformed value stops the process with one line naming it.
 */

export const LOCAL_DEFAULTS = {
  JWT_SECRET: "local-jwt-secret-change-me",
  COOKIE_SECRET: "local-cookie-secret-change-me",
  TOKEN_SECRET: "local-token-secret-change-me",
  ADMIN_PASSWORD: "supersecret",
} as const

const REPO_ROOT = path.resolve(__dirname, "../../..")
const isCompiledOutput = __dirname.includes(`${path.sep}.medusa${path.sep}`)
// `medusa build` moves the code to backend/.medusa/server: the repository root is two levels further up
const repoRoot = isCompiledOutput ? path.resolve(__dirname, "../../../../..") : REPO_ROOT

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
  STOREFRONT_URL: z.string().url().default("http://localhost:8000"),
  BACKEND_URL: z.string().url().default("http://localhost:9000"),
  STORE_CORS: z.string().default("http://localhost:8000"),
  ADMIN_CORS: z.string().default("http://localhost:9000"),
  AUTH_CORS: z.string().default("http://localhost:8000,http://localhost:9000"),
  ADMIN_EMAIL: z.string().email().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(8).default(LOCAL_DEFAULTS.ADMIN_PASSWORD),
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  STRIPE_API_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
  CONTACT_WEBHOOK_URL: optionalUrl,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  EMAIL_FROM: z.string().default("Example Brand <info@example.com>"),
  ADMIN_DISABLED: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  MEDUSA_WORKER_MODE: z.enum(["shared", "worker", "server"]).default("shared"),
  // `npm start` runs this many server processes (Medusa's cluster mode), one per core; needs Redis
  MEDUSA_CLUSTER: z.coerce.number().int().min(1).max(64).optional(),
  // Medusa's own feature flag (read by Medusa too): caches Store API reads in the caching module.
  // On by default: it makes the product list about ten times faster (README, "Figures").
  MEDUSA_FF_CACHING: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
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

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = schema.safeParse(isBuild ? { DATABASE_URL: "postgres://build", ...env } : env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    fail(`${issue.path.join(".")} ${issue.message}`)
  }
  const settings = { ...parsed.data, SHOP_MODE: parsed.data.SHOP_MODE ?? (parsed.data.NODE_ENV === "production" ? "production" : "local") }
  if (settings.SHOP_MODE === "production") {
    for (const [name, localDefault] of Object.entries(LOCAL_DEFAULTS)) {
      if (settings[name as keyof typeof LOCAL_DEFAULTS] === localDefault) {
        fail(`${name} still has its local default; set a secret of your own for production`)
      }
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
