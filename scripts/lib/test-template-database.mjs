// The in-memory pass's suites start from one migrated database: `medusa db:migrate` runs once into
// a template (scripts/test.mjs), and each suite's database is a copy of it
// (backend/integration-tests/test-shop.ts, shopIntegrationTestRunner, reads SHOP_TEST_TEMPLATE_DB).
// Medusa's runner then migrates and syncs the links of the copy as it would of an empty database,
// and finds nothing left to do. The template gets the same migrations and links as the runner
// gives (migration scripts and search indexes stay the runner's own steps), so what a suite starts
// from is unchanged.
import { dropDatabase, freshDatabase } from "./services.mjs"

/** `medusa` arguments that migrate the template as Medusa's test runner migrates a suite's database. */
export const TEMPLATE_MIGRATE_ARGS = ["db:migrate", "--skip-scripts", "--skip-search", "--execute-all-links"]

/** An empty template database on the test server (`serverUrl`): its name, URL and `drop()`. */
export async function templateDatabase(serverUrl) {
  const name = `shop-test-template-${process.pid}`
  const url = await freshDatabase(serverUrl, name)
  return { name, url, drop: () => dropDatabase(serverUrl, name) }
}
