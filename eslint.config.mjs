// The code style of DESIGN.md, enforced: TypeScript rules for the backend, storefront, tests and
// scripts; React hooks and accessibility rules for the storefront; and its dependency direction
// (routes -> features -> components and lib; no feature imports another feature).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import i18next from "eslint-plugin-i18next"
import globals from "globals"
import fs from "node:fs"

const features = fs.readdirSync(new URL("./storefront/app/features", import.meta.url))
/** A module path inside a Medusa package's build output, loaders or CLI commands (an esquery regex) */
const MEDUSA_INTERNALS = "/^@medusajs\\/[^/]+\\/(dist|loaders|commands)(\\/|$)/"
const MEDUSA_INTERNALS_MESSAGE =
  "Use what a Medusa package exports and documents (@medusajs/framework, its /utils, /http...), not its dist/, loaders/ or commands/."

/** Imports of Medusa's internals, in every form (no-restricted-syntax) */
const MEDUSA_INTERNALS_SYNTAX = [
  ...["ImportDeclaration", "ImportExpression", "ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
    selector: `${node}[source.value=${MEDUSA_INTERNALS}]`,
    message: MEDUSA_INTERNALS_MESSAGE,
  })),
  { selector: `CallExpression[callee.name='require'][arguments.0.value=${MEDUSA_INTERNALS}]`, message: MEDUSA_INTERNALS_MESSAGE },
]
/** An error's message (`x.message`, a `message` variable, `String(x.message)`), as esquery matches it */
const MESSAGE = ":matches(MemberExpression[property.name='message'], Identifier[name='message']:not(.property))"
const ERROR_WORDING_MESSAGE =
  "Tell an error by its type, code or name where it arises (MedusaError types, SQLSTATEs, the shop's codes), or by state; never by its wording: a reworded message in a Medusa patch release must not change the shop's answers."
/** A regular expression or substring test over a message (no-restricted-syntax) */
const ERROR_WORDING_SYNTAX = [
  { selector: `CallExpression[callee.property.name=/^(test|exec)$/] > ${MESSAGE}.arguments`, message: ERROR_WORDING_MESSAGE },
  {
    selector: `CallExpression[callee.property.name=/^(test|exec)$/] > CallExpression.arguments ${MESSAGE}`,
    message: ERROR_WORDING_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=/^(match|matchAll|search|includes|startsWith|endsWith|indexOf)$/] > MemberExpression.callee > ${MESSAGE}.object`,
    message: ERROR_WORDING_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=/^(match|matchAll|search|includes|startsWith|endsWith|indexOf)$/] > MemberExpression.callee > CallExpression.object ${MESSAGE}`,
    message: ERROR_WORDING_MESSAGE,
  },
]

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
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["storefront/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // No words on screen outside the message catalogues (storefront/app/i18n/messages): text in JSX
  // and the attributes a shopper reads or hears must come from t(). Strings that are keys, field
  // names or symbols (no space, starting in lower case), the brand names of channels and an HTTP
  // status line are not words to translate.
  {
    files: ["storefront/app/**/*.tsx"],
    ignores: ["storefront/app/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label)$"], exclude: [".*"] },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s]+", "[A-Z_-]+", "[a-z][\\w.:/-]*", "[\\s·×–—…★]+", "WhatsApp", "\\d{3} [A-Za-z ]+"] },
        },
      ],
    },
  },
  // The storefront's dependency direction. Imports go through the `~/` alias or stay inside a folder.
  {
    files: ["storefront/app/components/**", "storefront/app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "~/routes/*", "../features/*", "../routes/*"],
              message: "Shared components and lib never depend on features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // React Router leaves a `.client` module out of the server build: imported into server code, its exports are undefined there
    files: ["storefront/app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/\\.client$/]",
          message: "A .server module cannot use a .client module (it is empty on the server).",
        },
      ],
    },
  },
  {
    files: ["storefront/app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "~/routes/*", "~/components/*", "../features/*", "../routes/*", "../components/*"],
              message: "lib is the bottom layer: it imports no component, feature or route.",
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`storefront/app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", `!~/features/${feature}`],
              message: "A feature uses shared components and lib, never another feature.",
            },
            { group: ["../*"], message: "Outside its folder a feature imports shared code through ~/ (and never another feature)." },
            { group: ["~/routes/*", "../../routes/*"], message: "Features never depend on routes." },
          ],
        },
      ],
    },
  })),
  {
    // Medusa's packages through what they export and document: never their build output or the
    // CLI's loaders and commands, whose paths change without notice in a patch release
    files: ["backend/**", "scripts/**", "seed/**", "packages/**", "e2e/**"],
    rules: {
      "no-restricted-syntax": ["error", ...MEDUSA_INTERNALS_SYNTAX],
    },
  },
  {
    // the backend's errors are told apart by type, code or state, never by their words (this block
    // replaces the rule's list above for these files, so it repeats the internals)
    files: ["backend/src/**"],
    rules: { "no-restricted-syntax": ["error", ...MEDUSA_INTERNALS_SYNTAX, ...ERROR_WORDING_SYNTAX] },
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
  },
  {
    // the backend's Jest set-up files run with Jest's globals
    files: ["backend/integration-tests/*.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
)
