import { defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

// Settings are validated in one place; an invalid one stops here with one line naming it.
import { settings } from "./src/lib/settings"

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
      {
        key: Modules.LOCKING,
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            { resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } },
          ],
        },
      },
    ]
  : []

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
    },
    cookieOptions: {
      secure: settings.SHOP_MODE === "production",
      httpOnly: true,
      sameSite: "lax",
    },
  },
  admin: {
    disable: settings.ADMIN_DISABLED,
    path: "/app",
    backendUrl: settings.BACKEND_URL,
  },
  modules: [
    ...redisModules,
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: { upload_dir: "static", backend_url: `${settings.BACKEND_URL}/static` },
          },
        ],
      },
    },
  ],
})
