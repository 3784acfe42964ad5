import { hasLocalDefaultPassword, refuseLocalDefaultPassword, setAdminPassword } from "../../src/lib/admin-password"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { LOCAL_DEFAULTS } from "../../src/lib/settings"
import adminPassword from "../../src/scripts/admin-password"
import { shopIntegrationTestRunner } from "../test-shop"

jest.setTimeout(240 * 1000)

const EMAIL = "owner@example.com"
const OWN_PASSWORD = "a long password of the owner's own"

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const signIn = (password: string) => api.post("/auth/user/emailpass", { email: EMAIL, password }, { validateStatus: () => true })

    it("refuses a production start while the admin login made locally still has the default password, and says what to do", async () => {
      const container = getContainer()
      // the login a first local start creates
      await ensureAdminUser(container, EMAIL, LOCAL_DEFAULTS.ADMIN_PASSWORD)
      expect((await signIn(LOCAL_DEFAULTS.ADMIN_PASSWORD)).status).toBe(200)
      expect(await hasLocalDefaultPassword(container, EMAIL)).toBe(true)
      const refusal = /owner@example\.com still has the local default password .*set ADMIN_PASSWORD .*npm run admin:password -w backend/
      await expect(refuseLocalDefaultPassword(container, EMAIL)).rejects.toThrow(refusal)
      // what setup does at a production start (the login exists: ADMIN_PASSWORD does not apply to it)
      await expect(ensureAdminUser(container, EMAIL, OWN_PASSWORD, "production")).rejects.toThrow(refusal)
      // a local start keeps working with it
      await expect(ensureAdminUser(container, EMAIL, OWN_PASSWORD, "local")).resolves.toBe(false)

      // the way out the message names: the stored password becomes the owner's own
      await setAdminPassword(container, EMAIL, OWN_PASSWORD)
      expect(await hasLocalDefaultPassword(container, EMAIL)).toBe(false)
      await expect(refuseLocalDefaultPassword(container, EMAIL)).resolves.toBeUndefined()
      await expect(ensureAdminUser(container, EMAIL, OWN_PASSWORD, "production")).resolves.toBe(false)
      expect((await signIn(OWN_PASSWORD)).status).toBe(200)
      expect((await signIn(LOCAL_DEFAULTS.ADMIN_PASSWORD)).status).toBe(401)
    })

    it("does not mistake a missing login for one with the default password", async () => {
      expect(await hasLocalDefaultPassword(getContainer(), "nobody@example.com")).toBe(false)
    })

    it("the password command refuses to set the local default itself", async () => {
      // the tests run with the local default ADMIN_PASSWORD
      await expect(adminPassword({ container: getContainer() } as Parameters<typeof adminPassword>[0])).rejects.toThrow(
        /ADMIN_PASSWORD is the local default/,
      )
    })
  },
})
