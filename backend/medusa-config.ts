import path from "node:path"
import { defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

// Settings are validated in one place; an invalid one stops here with one line naming it.
import { settings, shopKeyPrefix } from "./src/lib/settings"
import { uploadsDir } from "./src/lib/uploads"
import { ADMIN_PATH } from "./src/lib/admin-links"
import { EMAIL_CODE_PROVIDER } from "./src/lib/sign-in-code"

const redisUrl = settings.REDIS_URL

/** With REDIS_URL the shop scales past one process: Redis-backed infrastructure modules. */
const redisModules = redisUrl
  ? [
      { key: Modules.CACHE, resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
      { key: Modules.EVENT_BUS, resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      {
        key: Modules.WORKFLOW_ENGINE,
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl } },
      },
    ]
  : []

/**
 * Medusa's Locking Module with the shop's provider as its default (src/modules/typed-locking): the
 * locks in Redis through Medusa's Redis provider with REDIS_URL, else in this process's memory as
 * Medusa's in-memory provider keeps them; a key another holds fails with the shop's typed error.
 */
const lockingModule = {
  key: Modules.LOCKING,
  resolve: "@medusajs/medusa/locking",
  options: {
    providers: [{ resolve: "./src/modules/typed-locking", id: "typed-locking", is_default: true, options: { redisUrl } }],
  },
}

/**
 * Medusa's caching of Store API reads (feature flag MEDUSA_FF_CACHING): in Redis when configured,
 * so every server shares one cache, else in this process's memory. In Redis the entries carry the
 * shop's key prefix (shopKeyPrefix), so two shops sharing a Redis never read each other's products.
 */
const cachingModules = settings.MEDUSA_FF_CACHING
  ? [
      {
        key: Modules.CACHING,
        resolve: "@medusajs/medusa/caching",
        options: redisUrl
          ? {
              providers: [
                {
                  resolve: "@medusajs/medusa/caching-redis",
                  id: "caching-redis",
                  is_default: true,
                  options: { redisUrl, prefix: shopKeyPrefix() },
                },
              ],
            }
          : {
              in_memory: {
                enable: true,
                // Every read gets its own copy, as from Redis. Medusa's in-memory provider hands out the
                // cached object itself by default (node-cache `useClones: false`), and its
                // useQueryGraphStep replaces `data` on the result it gets when `isList` is false: the
                // cached region query of updateCartWorkflow then holds no region after its first use,
                // and moving a cart to another region answers 400 "Country with code us is not
                // within region Europe" (or, without an address, leaves the cart where it was).
                useClones: true,
              },
            },
      },
    ]
  : []

/**
 * Medusa's Translation Module (feature flag MEDUSA_FF_TRANSLATION): locales, and the translations of
 * products, variants, options and categories the seller edits in the admin, which the Store API
 * answers in with `?locale=` or `x-medusa-locale`. Named here, like the caching module, because
 * Medusa's default list decides on it before the feature flags are read.
 */
// Medusa's read-only links of the translations (a product's, the store's locales) are left out unless
// the flag is on when they are loaded, which is before the config's featureFlags are: the setting's
// default has to reach the environment too
process.env.MEDUSA_FF_TRANSLATION = String(settings.MEDUSA_FF_TRANSLATION)
const translationModules = settings.MEDUSA_FF_TRANSLATION ? [{ key: Modules.TRANSLATION, resolve: "@medusajs/medusa/translation" }] : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: settings.DATABASE_URL,
    databaseDriverOptions: { ssl: false },
    redisUrl,
    workerMode: settings.MEDUSA_WORKER_MODE,
    http: {
      storeCors: settings.STORE_CORS,
      adminCors: settings.ADMIN_CORS,
      authCors: settings.AUTH_CORS,
      jwtSecret: settings.JWT_SECRET,
      cookieSecret: settings.COOKIE_SECRET,
      // the seller signs in with a password; shoppers only with a one-time code by e-mail
      authMethodsPerActor: { user: ["emailpass"], customer: [EMAIL_CODE_PROVIDER] },
    },
    cookieOptions: {
      secure: settings.SHOP_MODE === "production",
      httpOnly: true,
      sameSite: "lax",
    },
  },
  // Medusa also reads MEDUSA_FF_CACHING and MEDUSA_FF_TRANSLATION itself; set here so the
  // settings' defaults reach it too
  featureFlags: { caching: settings.MEDUSA_FF_CACHING, translation: settings.MEDUSA_FF_TRANSLATION },
  admin: {
    disable: settings.ADMIN_DISABLED,
    path: ADMIN_PATH,
    // Built into the admin bundle. "/": the origin the admin is served from (the backend's own, right
    // for any domain or port without a rebuild); a full URL only for an admin served elsewhere.
    backendUrl: settings.MEDUSA_ADMIN_BACKEND_URL ?? "/",
    // The admin's own React Query (backend/package.json pins the dashboard's version): the dashboard
    // and src/admin then share one copy, and so its QueryClient, although the workspace root holds
    // the storefront's newer version
    vite: () => ({ resolve: { dedupe: ["@tanstack/react-query", "@tanstack/query-core"] } }),
  },
  modules: [
    ...redisModules,
    lockingModule,
    ...cachingModules,
    ...translationModules,
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            // Medusa's local provider storing public uploads' URLs as paths (/uploads/<name>), so a
            // changed BACKEND_URL still serves every photo (src/modules/uploads-file)
            resolve: "./src/modules/uploads-file",
            id: "local",
            // Uploads live with the shop's data, not in the build folder that `medusa build` replaces.
            options: {
              upload_dir: uploadsDir(settings),
              private_upload_dir: path.resolve(settings.DATA_DIR, "private-uploads"),
              backend_url: `${settings.BACKEND_URL}/uploads`,
            },
          },
        ],
      },
    },
    // Stripe hosted Checkout: only with a key; Medusa's pp_system_default is the test payment
    ...(settings.STRIPE_API_KEY
      ? [
          {
            key: Modules.PAYMENT,
            resolve: "@medusajs/medusa/payment",
            options: {
              providers: [
                {
                  resolve: "./src/modules/stripe-checkout",
                  id: "stripe-checkout",
                  options: {
                    apiKey: settings.STRIPE_API_KEY,
                    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
                    apiBase: settings.STRIPE_API_BASE,
                    storefrontUrl: settings.STOREFRONT_URL,
                    backendUrl: settings.BACKEND_URL,
                  },
                },
              ],
            },
          },
        ]
      : []),
    {
      key: Modules.AUTH,
      resolve: "@medusajs/medusa/auth",
      options: {
        providers: [
          // Medusa's default: the seller's e-mail and password
          { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass" },
          // customer accounts without a password: a one-time code (or link) by e-mail
          { resolve: "./src/modules/email-code-auth", id: EMAIL_CODE_PROVIDER },
        ],
      },
    },
    { resolve: "./src/modules/stripe-events" },
    // Contact messages and newsletter: own data modules, and email as a notification channel
    { resolve: "./src/modules/contact" },
    { resolve: "./src/modules/newsletter" },
    // Reviews from buyers: own tables; ratings read with the products through a read-only link
    { resolve: "./src/modules/review" },
    // Every price a variant had, from when to when: the honest prior price of a reduction
    { resolve: "./src/modules/price-history" },
    // Withdrawal statements (EU right of withdrawal): stored before they are acknowledged
    { resolve: "./src/modules/withdrawal" },
    // Invoices: each paid order's number, from one sequence without gaps
    { resolve: "./src/modules/invoice" },
    // Monthly subscriptions: what renews, where to, and the key of each renewal made
    { resolve: "./src/modules/subscription" },
    // What the seed last wrote for each catalogue product (its fingerprints), out of the seller's sight
    { resolve: "./src/modules/catalogue-seed" },
    {
      key: Modules.NOTIFICATION,
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          // Medusa's default: notifications in the admin's feed
          { resolve: "@medusajs/medusa/notification-local", id: "local", options: { channels: ["feed"] } },
          {
            resolve: "./src/modules/email-notification",
            id: "email",
            options: {
              channels: ["email"],
              from: settings.EMAIL_FROM,
              outboxDir: path.join(settings.DATA_DIR, "outbox"),
              smtp: settings.SMTP_HOST
                ? {
                    host: settings.SMTP_HOST,
                    port: settings.SMTP_PORT,
                    secure: settings.SMTP_SECURE,
                    user: settings.SMTP_USER,
                    password: settings.SMTP_PASSWORD,
                  }
                : undefined,
            },
          },
        ],
      },
    },
  ],
})
