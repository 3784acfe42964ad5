import { reactRouter } from "@react-router/dev/vite"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin, type Rollup } from "vite"

/**
 * The browser runs Preact's React compatibility layer instead of React DOM (about 10 KB compressed
 * instead of 45), so the first view's JavaScript stays under 80 KB; the server still renders with
 * React, and Preact hydrates React's markup (app/entry.client.tsx).
 */
const PREACT_FOR: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
}

function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source]
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null
    },
  }
}

/** The first views: the root and the pages a shopper lands on. */
const FIRST_VIEW = /\/app\/(root|routes\/(home|products|product))\.tsx$/

/** Whether a first view imports the module (through any chain of static imports). */
function usedByFirstView(id: string, getModuleInfo: Rollup.GetModuleInfo, seen = new Set<string>()): boolean {
  if (FIRST_VIEW.test(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  return getModuleInfo(id)?.importers.some((importer) => usedByFirstView(importer, getModuleInfo, seen)) ?? false
}

/**
 * The small modules the first views share (components, lib): one file and one preload instead of a
 * dozen. A module that brings zod (the forms' checks) stays out, loaded with the form that uses it,
 * and so does one only other pages use (the cart and checkout: order totals, promotion codes).
 */
const sharedChunk: Rollup.GetManualChunk = (id, { getModuleInfo }) =>
  /\/app\/(components|lib)\/[^/]+\.tsx?$/.test(id) &&
  !id.includes(".server.") &&
  !getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/zod/")) &&
  usedByFirstView(id, getModuleInfo)
    ? "shared"
    : undefined

export default defineConfig({
  environments: {
    client: {
      build: {
        minify: "terser",
        terserOptions: { compress: { passes: 3 }, format: { comments: false } },
        rollupOptions: { output: { manualChunks: sharedChunk } },
      },
    },
  },
  plugins: [preactInTheBrowser(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { target: "es2022" },
})
