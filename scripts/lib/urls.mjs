/**
 * The ports decide the URLs unless they are set: the storefront's origin is what the backend's CORS
 * allows and what payment providers return to; the backend's URL is where the storefront and the
 * product images point. backend/src/lib/settings.ts (withUrlsFromPorts) has the same rule.
 */
export function deriveUrlsFromPorts(env = process.env) {
  // an empty value is unset, as for the backend (docker-compose passes unset ones as "")
  for (const name of ["PORT", "STOREFRONT_PORT", "BACKEND_URL", "STOREFRONT_URL", "STORE_CORS", "ADMIN_CORS", "AUTH_CORS"]) {
    if (typeof env[name] === "string" && env[name].trim() === "") delete env[name]
  }
  env.PORT ??= "9000"
  env.STOREFRONT_PORT ??= "8000"
  env.BACKEND_URL ??= `http://localhost:${env.PORT}`
  env.STOREFRONT_URL ??= `http://localhost:${env.STOREFRONT_PORT}`
  env.STORE_CORS ??= env.STOREFRONT_URL
  env.ADMIN_CORS ??= env.BACKEND_URL
  env.AUTH_CORS ??= `${env.STOREFRONT_URL},${env.BACKEND_URL}`
  return env
}
