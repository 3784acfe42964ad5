#!/usr/bin/env node
// Builds what `npm start` serves (the backend with its admin, the storefront), where the build is
// missing or older than the code: the same check and lock as a start (scripts/lib/build.mjs), so
// `npm test` builds once before the steps that start shops.
import { ensureBuilt } from "./lib/build.mjs"
import { ProcessGroup } from "./lib/process-group.mjs"

const group = new ProcessGroup()
ensureBuilt(group).catch(async (error) => {
  console.error(error.message)
  await group.stopAll()
  process.exit(error.exitCode ?? 1)
})
