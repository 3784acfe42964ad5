import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Separate from vite.config.ts: the unit tests exercise pure rules and need no React Router plugin.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["app/**/*.test.ts"], environment: "node" },
})
