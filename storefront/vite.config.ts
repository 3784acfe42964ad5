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

/**
 * The small modules every first view shares (components, lib): one file and one preload instead of
 * a dozen. A module that brings zod (the forms' checks) stays out, loaded with the form that uses it.
 */
const sharedChunk: Rollup.GetManualChunk = (id, { getModuleInfo }) =>
  /\/app\/(components|lib)\/[^/]+\.tsx?$/.test(id) &&
  !id.includes(".server.") &&
  !getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/zod/"))
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
