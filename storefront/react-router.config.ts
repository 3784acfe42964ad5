import type { Config } from "@react-router/dev/config"

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest (1.2 KB compressed) loads with the page's scripts: with lazy discovery
  // the router fetched /__manifest for the page's links after hydration and re-rendered the whole
  // page with the routes it learnt, a task of 15-20 ms (60-80 ms in Lighthouse's slower CPU).
  routeDiscovery: { mode: "initial" },
} satisfies Config
