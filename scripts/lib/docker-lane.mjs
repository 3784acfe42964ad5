// What `npm test` needs to know of the docker lane (scripts/test-docker.mjs): whether it can run
// here, and which end-to-end specs it runs against the containers (so the local shops do not run
// them again).
import { spawnSync } from "node:child_process"

/** The storefront's specs that buy, withdraw, subscribe and review: run against the containers. */
export const CONTAINER_SPECS = ["checkout", "withdrawal", "subscriptions", "reviews"].map((name) => `e2e/${name}.spec.ts`)

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0

/** Whether the lane can run: an engine at DOCKER_HOST, or root with dockerd, docker-compose and debootstrap. */
export function dockerLaneAvailable() {
  if (process.env.DOCKER_HOST) {
    const answers = spawnSync("docker", ["info"], { stdio: "ignore" }).status === 0
    return answers ? { ok: true } : { ok: false, why: `no Docker engine answers at DOCKER_HOST=${process.env.DOCKER_HOST}` }
  }
  const missing = ["docker", "dockerd", "docker-compose", "debootstrap"].filter((command) => !has(command))
  if (missing.length)
    return { ok: false, why: `not installed: ${missing.join(", ")} (Debian: apt-get install -y docker.io docker-compose debootstrap)` }
  if (process.getuid?.() !== 0) return { ok: false, why: "starting a Docker engine needs root" }
  return { ok: true }
}
