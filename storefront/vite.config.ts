import { reactRouter } from "@react-router/dev/vite"
import { fileURLToPath } from "node:url"
import postcssCustomMedia from "postcss-custom-media"
import { MOBILE_BREAKPOINT_PX } from "./app/lib/constants.ts"
import { defineConfig, type Rolldown } from "vite"

/** The first views: the root and the pages a shopper lands on. */
const FIRST_VIEW = /\/app\/(root|routes\/(home|products|product))\.tsx$/

/** Whether a first view imports the module (through any chain of static imports). */
function usedByFirstView(id: string, getModuleInfo: Rolldown.GetModuleInfo, seen = new Set<string>()): boolean {
  if (FIRST_VIEW.test(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  return getModuleInfo(id)?.importers.some((importer) => usedByFirstView(importer, getModuleInfo, seen)) ?? false
}

/**
 * The small modules the first views share (components, lib): one file and one preload instead of a
 * dozen, with what they import (React, React Router, TanStack Query). A module that brings zod (the
 * forms' checks) stays out, loaded with the form that uses it, and so does one only other pages use
 * (the cart and checkout: order totals, promotion codes). Rolldown's runtime (its CommonJS interop
 * for React) stays a file of its own: Rolldown never puts it in a manual chunk that others import.
 */
const sharedChunk: Rolldown.CodeSplittingGroup = {
  test: (id) => /\/app\/(components|lib)\/[^/]+\.tsx?$/.test(id) && !id.includes(".server."),
  name(id, context) {
    // a method of the context, so called on it
    const getModuleInfo = (moduleId: string) => context.getModuleInfo(moduleId)
    const bringsZod = getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/zod/"))
    return !bringsZod && usedByFirstView(id, getModuleInfo) ? "shared" : null
  },
}

/** Gives every stylesheet the custom media --mobile and --wider-than-mobile, from the one constant. */
const defineMobileMedia = {
  postcssPlugin: "define-mobile-media",
  Once(root: { prepend(...nodes: string[]): void }) {
    root.prepend(
      `@custom-media --mobile (max-width: ${MOBILE_BREAKPOINT_PX}px);`,
      `@custom-media --wider-than-mobile (min-width: ${MOBILE_BREAKPOINT_PX + 1}px);`,
    )
  },
}

export default defineConfig({
  environments: {
    client: {
      build: {
        // terser: the first-load JavaScript about 400 bytes (gzip) smaller than with Vite's Oxc minifier
        minify: "terser",
        terserOptions: { safari10: false, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
        // imported constants inlined wherever they are used (Rolldown's default: only in conditions)
        rolldownOptions: { optimization: { inlineConst: { mode: "all", pass: 2 } }, output: { codeSplitting: { groups: [sharedChunk] } } },
      },
    },
  },
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    // The storefront's React (19) is its own; the workspace root holds the admin's React 18, which a
    // package installed at the root (TanStack Query) would otherwise import.
    dedupe: ["react", "react-dom"],
  },
  // Bundled into the server build, so that it renders with the storefront's React as well; the
  // signing module (CommonJS, the workspace's) imported by Node at run time, as server.mjs does.
  ssr: { noExternal: ["@tanstack/react-query"], external: ["shop-signing"] },
  build: { target: "es2022" },
  // `@media (--mobile)` in the CSS: defined from MOBILE_BREAKPOINT_PX, compiled to plain media queries
  css: { postcss: { plugins: [defineMobileMedia, postcssCustomMedia()] } },
})
