import fs from "node:fs"
import path from "node:path"

/** One HTTP route of the backend: its path as Medusa's file routing names it and the methods its file exports. */
export type ApiRoute = { path: string; params: string[]; methods: string[] }

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full)
    return /^route\.(js|ts)$/.test(entry.name) ? [full] : []
  })
}

/**
 * Every route of a folder of file-based routes (Medusa's `api/` layout: `admin/products/[id]/route.ts`
 * is `/admin/products/:id`), with the methods its module exports.
 */
export function apiRoutes(apiDir: string): ApiRoute[] {
  return routeFiles(apiDir).map((file) => {
    const segments = path.relative(apiDir, path.dirname(file)).split(path.sep)
    const params = segments.filter((segment) => segment.startsWith("[")).map((segment) => segment.slice(1, -1))
    const routePath = "/" + segments.map((segment) => (segment.startsWith("[") ? `:${segment.slice(1, -1)}` : segment)).join("/")
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route modules are loaded by the app already; read for their method names
    const exported: Record<string, unknown> = require(file)
    return { path: routePath, params, methods: METHODS.filter((method) => typeof exported[method] === "function") }
  })
}

/** Medusa's own routes and the shop's. */
export function allApiRoutes(): ApiRoute[] {
  const medusaApi = path.join(path.dirname(require.resolve("@medusajs/medusa/package.json")), "dist", "api")
  return [...apiRoutes(medusaApi), ...apiRoutes(path.join(__dirname, "..", "src", "api"))]
}
