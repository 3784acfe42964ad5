import type { AuthenticationInput, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LOCAL_DEFAULTS } from "./settings"

/** The commands that give the stored admin login the password in ADMIN_PASSWORD (from the repository, in a container). */
export const SET_ADMIN_PASSWORD_COMMAND = "npm run admin:password -w backend"
const SET_ADMIN_PASSWORD_IN_CONTAINER = "docker-compose run --rm setup medusa exec ./src/scripts/admin-password.js"

/**
 * Whether the admin login `email` still signs in with the local default password. A database first
 * started locally keeps that login after ADMIN_PASSWORD changes: the setting only applies when the
 * login is created. Asked of Medusa's auth module, as a sign-in would be.
 */
export async function hasLocalDefaultPassword(container: MedusaContainer, email: string): Promise<boolean> {
  const auth = container.resolve(Modules.AUTH)
  const input: AuthenticationInput = { body: { email, password: LOCAL_DEFAULTS.ADMIN_PASSWORD } }
  const { success } = await auth.authenticate("emailpass", input)
  return success
}

/** Refuses a production start while the admin login can be entered with the published local password. */
export async function refuseLocalDefaultPassword(container: MedusaContainer, email: string): Promise<void> {
  if (!(await hasLocalDefaultPassword(container, email))) return
  throw new Error(
    `The admin login ${email} still has the local default password "${LOCAL_DEFAULTS.ADMIN_PASSWORD}" ` +
      `(this database was first started locally). Production does not start with it: set ADMIN_PASSWORD to a ` +
      `password of your own and run \`${SET_ADMIN_PASSWORD_COMMAND}\` against this database (with docker-compose: ` +
      `\`${SET_ADMIN_PASSWORD_IN_CONTAINER}\`), then start again.`,
  )
}

/** Gives the existing admin login `email` a new password (Medusa's emailpass provider hashes it). */
export async function setAdminPassword(container: MedusaContainer, email: string, password: string): Promise<void> {
  const auth = container.resolve(Modules.AUTH)
  const { success, error } = await auth.updateProvider("emailpass", { entity_id: email, password })
  if (!success) throw new Error(`Could not change the password of ${email}: ${error}`)
}
