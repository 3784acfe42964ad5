const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// medusa-config validates DATABASE_URL; the test runner swaps in its own database afterwards.
process.env.DATABASE_URL ??= `postgres://${process.env.DB_USERNAME ?? "postgres"}${process.env.DB_PASSWORD ? `:${encodeURIComponent(process.env.DB_PASSWORD)}` : ""}@${process.env.DB_HOST ?? "localhost"}:${process.env.DB_PORT ?? "5432"}/postgres`
process.env.DB_USERNAME ??= "postgres"
// "localhost" also keeps the runner from asking for SSL
process.env.DB_HOST ??= "localhost"
// Every suite migrates its own database: its cache entries in a shared Redis must be its own too
process.env.CACHE_PREFIX ??= `shop-test:${process.pid}:${Date.now()}:`
// The suites speak as many clients through X-Forwarded-For, as a reverse proxy on this host would
process.env.TRUSTED_PROXY ??= "loopback"
