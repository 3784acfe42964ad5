import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { refuseLocalDefaultPassword } from "../admin-password"
import { settings } from "../settings"

/**
 * Creates the seller's admin login from ADMIN_EMAIL / ADMIN_PASSWORD when it does not exist yet.
 * ADMIN_PASSWORD only applies to a new login: in production an existing one is checked for the
 * local default password it got when the database was first started locally.
 */
export async function ensureAdminUser(container: MedusaContainer, email: string, password: string, shopMode = settings.SHOP_MODE) {
  const users = container.resolve(Modules.USER)
  const [existing] = await users.listUsers({ email })
  if (existing) {
    if (shopMode === "production") await refuseLocalDefaultPassword(container, email)
    return false
  }
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await auth.register("emailpass", { body: { email, password } })
  if (error || !authIdentity) throw new Error(`Could not create the admin login ${email}: ${error}`)
  await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity.id, userData: { email } },
  })
  return true
}
