// Writes the types Medusa generates for this project into .medusa/types: the entities, fields and
// links `query.graph` knows (query-entry-points.d.ts) and the container's modules. `medusa build`
// and `medusa develop --types` write the same files; this runs only that step (two seconds), so
// that `npm run typecheck` checks every query against them on a clean clone.
// Usage: node scripts/generate-types.cjs (from backend/; npm run typegen -w backend).
process.env.LOG_LEVEL ??= "warn"
require("ts-node").register({}) // medusa-config.ts, as Medusa's own CLI loads it
const { initializeContainer } = require("@medusajs/medusa/loaders/index")
const { generateTypes } = require("@medusajs/medusa/commands/utils/generate-types")
const { ContainerRegistrationKeys } = require("@medusajs/framework/utils")

async function main() {
  // only the schema is loaded (as in `medusa build`): no database is opened, but the settings need a URL
  process.env.DATABASE_URL ??= "postgres://types-only"
  const directory = process.cwd()
  const container = await initializeContainer(directory, { skipDbConnection: true, throwOnValidationError: false })
  await generateTypes({ directory, container, logger: container.resolve(ContainerRegistrationKeys.LOGGER) })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  }
)
