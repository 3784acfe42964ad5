// The code style of DESIGN.md, enforced: TypeScript rules for the backend, storefront, tests and
// scripts; React hooks and accessibility rules for the storefront; and its dependency direction
// (routes -> features -> components and lib; no feature imports another feature).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import importPlugin from "eslint-plugin-import"
import globals from "globals"
import fs from "node:fs"

const features = fs.readdirSync(new URL("./storefront/app/features", import.meta.url))

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      ".data/**",
      "backend/.medusa/**",
      "backend/static/**",
      "storefront/.react-router/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // unused arguments named with a leading underscore are part of a signature (Medusa handlers)
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["storefront/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    extends: [jsxA11y.flatConfigs.recommended],
    settings: { "import/resolver": { typescript: { project: "storefront/tsconfig.json" } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            // shared pieces never depend on features or routes
            { target: "./storefront/app/components", from: ["./storefront/app/features", "./storefront/app/routes"] },
            { target: "./storefront/app/lib", from: ["./storefront/app/features", "./storefront/app/routes", "./storefront/app/components"] },
            { target: "./storefront/app/features", from: "./storefront/app/routes" },
            // a feature uses shared pieces, never another feature
            ...features.map((feature) => ({
              target: `./storefront/app/features/${feature}`,
              from: "./storefront/app/features",
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // CommonJS files that Jest and Medusa load as such
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // tests may use loose types for answers they assert on; Playwright fixtures start with `{}`
    files: ["**/*.spec.ts", "**/*.test.ts", "backend/integration-tests/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-empty-pattern": "off" },
  }
)
