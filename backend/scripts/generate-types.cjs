// Writes the types Medusa generates for this project into .medusa/types: the entities, fields and
// links `query.graph` knows (query-entry-points.d.ts) and the container's modules. `medusa build`
// and `medusa develop --types` write the same files; this runs only that step (two seconds), so
// that `npm run typecheck` checks every query against them on a clean clone.
// It goes the way Medusa's own type step goes (load the settings and feature flags, the links, the
// modules' schema only, no database), through what `@medusajs/framework` exports; nothing from the
// CLI's undocumented `loaders/` or `commands/` paths (ESLint refuses those).
// Usage: node scripts/generate-types.cjs (from backend/; npm run typegen -w backend).
const path = require("node:path")
process.env.LOG_LEVEL ??= "warn"
require("ts-node").register({}) // medusa-config.ts, as Medusa's own CLI loads it
const { configLoader, container, featureFlagsLoader, LinkLoader, logger, MedusaAppLoader } = require("@medusajs/framework")
const { asValue } = require("@medusajs/framework/awilix")
const { MedusaModule } = require("@medusajs/framework/modules-sdk")
const {
  ContainerRegistrationKeys,
  FileSystem,
  generateAugmentationRefs,
  generateContainerTypes,
  getResolvedPlugins,
  gqlSchemaToTypes,
  mergePluginModules,
  validateModuleName,
} = require("@medusajs/framework/utils")

/** Medusa's own package folder: its feature flags are read from there, as its CLI does. */
const medusaDist = path.dirname(require.resolve("@medusajs/medusa"))

async function main() {
  // only the schema is loaded (as in `medusa build`): no database is opened, but the settings need a URL
  process.env.DATABASE_URL ??= "postgres://types-only"
  const directory = process.cwd()
  await featureFlagsLoader(directory)
  const configModule = await configLoader(directory, "medusa-config", { throwOnValidationError: false })
  await featureFlagsLoader(medusaDist)
  container.register(ContainerRegistrationKeys.LOGGER, asValue(configModule.logger ?? logger))

  const plugins = await getResolvedPlugins(directory, configModule, true)
  mergePluginModules(configModule, plugins, directory)
  Object.keys(configModule.modules ?? {}).forEach((key) => validateModuleName(key))
  await new LinkLoader(
    plugins.map((plugin) => path.join(plugin.resolve, "links")),
    logger,
  ).load()
  const { gqlSchema, modules } = await new MedusaAppLoader().load({ registerInContainer: false, schemaOnly: true })

  const outputDir = path.join(directory, ".medusa/types")
  await new FileSystem(outputDir).cleanup({ recursive: true })
  await generateContainerTypes(modules, { outputDir, interfaceName: "ModuleImplementations" })
  if (gqlSchema) {
    await gqlSchemaToTypes({
      outputDir,
      filename: "query-entry-points",
      interfaceName: "RemoteQueryEntryPoints",
      schema: gqlSchema,
      joinerConfigs: MedusaModule.getAllJoinerConfigs(),
    })
  }
  await generateAugmentationRefs({ directory, plugins, modules })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
