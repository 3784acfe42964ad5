import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { setAdminPassword } from "../lib/admin-password"
import { ensureAdminUser } from "../lib/seed/admin-user"
import { LOCAL_DEFAULTS, settings } from "../lib/settings"

/**
 * `npm run admin:password -w backend`: gives the admin login ADMIN_EMAIL the password in
 * ADMIN_PASSWORD (creating the login if it does not exist), e.g. to replace the local default of a
 * database first started locally before it goes to production.
 */
export default async function adminPassword({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (settings.ADMIN_PASSWORD === LOCAL_DEFAULTS.ADMIN_PASSWORD) {
    throw new Error("ADMIN_PASSWORD is the local default: set a password of your own first")
  }
  const [existing] = await container.resolve(Modules.USER).listUsers({ email: settings.ADMIN_EMAIL })
  if (!existing) {
    await ensureAdminUser(container, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD)
    logger.info(`Admin login created: ${settings.ADMIN_EMAIL}`)
    return
  }
  await setAdminPassword(container, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD)
  logger.info(`Admin login ${settings.ADMIN_EMAIL}: password changed to the one in ADMIN_PASSWORD`)
}
