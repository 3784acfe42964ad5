// Production server: serves the React Router build with compression and long-lived caching of
// hashed assets. `npm run build -w storefront` first; PORT (default 8000), MEDUSA_BACKEND_URL.
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import { fileURLToPath } from "node:url"

const buildDir = fileURLToPath(new URL("./build/", import.meta.url))
const port = Number(process.env.PORT ?? 8000)

const app = express()
app.disable("x-powered-by")
app.use(compression())
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
  res.setHeader("X-Frame-Options", "SAMEORIGIN")
  next()
})
// File names under assets/ carry a content hash, so they never change.
app.use("/assets", express.static(`${buildDir}client/assets`, { immutable: true, maxAge: "1y" }))
app.use(express.static(`${buildDir}client`, { maxAge: "1h" }))
app.all("*", createRequestHandler({ build: await import(`${buildDir}server/index.js`), mode: process.env.NODE_ENV }))

const server = app.listen(port, () => console.log(`Storefront listening on http://localhost:${port}`))
const stop = () => server.close(() => process.exit(0))
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
