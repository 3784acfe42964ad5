import type {
  AuthenticationInput,
  AuthenticationResponse,
  AuthIdentityDTO,
  AuthIdentityProviderService,
  Logger,
} from "@medusajs/framework/types"
import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils"
import { hitCounter } from "../../lib/rate-limit"
import {
  accountEmail,
  EMAIL_CODE_PROVIDER,
  hashSignInCode,
  matchesSignInCode,
  openSignInLink,
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_REFUSED,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_VALID_MS,
  SIGN_IN_REFUSAL_MS,
  type StoredSignInCode,
} from "../../lib/sign-in-code"
import { messageOf } from "../../lib/error-message"

const CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`)
const refused: AuthenticationResponse = { success: false, error: SIGN_IN_CODE_REFUSED }

/** What signing in sends: the address and the code typed in, or the e-mail's sign-in link. */
function attemptOf(body: Record<string, unknown> | undefined): { email: string; code: string } | null {
  if (typeof body?.token === "string") return openSignInLink(body.token)
  if (typeof body?.email !== "string" || typeof body?.code !== "string") return null
  const code = body.code.replace(/\s/g, "")
  return CODE_PATTERN.test(code) ? { email: accountEmail(body.email), code } : null
}

/** The provider's metadata holds a code: `update` writes all of StoredSignInCode at once. */
const isStoredSignInCode = (metadata: Record<string, unknown>): metadata is StoredSignInCode => typeof metadata.code_hash === "string"

const storedCodeOf = (identity: AuthIdentityDTO): StoredSignInCode | undefined => {
  const metadata = identity.provider_identities?.find((provider) => provider.provider === EMAIL_CODE_PROVIDER)?.provider_metadata
  return metadata && isStoredSignInCode(metadata) ? metadata : undefined
}

/** The identity without what the provider keeps of the code: it goes into tokens and answers. */
function withoutCode(identity: AuthIdentityDTO): AuthIdentityDTO {
  return {
    ...identity,
    provider_identities: identity.provider_identities?.map((provider) =>
      provider.provider === EMAIL_CODE_PROVIDER ? { ...provider, provider_metadata: {} } : provider,
    ),
  }
}

/**
 * Customers sign in with a one-time code sent by e-mail: no password. `update` keeps a new code for
 * an address (the address's identity is made on its first code), which replaces any earlier one;
 * `authenticate` takes `{email, code}` or the e-mail's sign-in link `{token}`. A code works for
 * SIGN_IN_CODE_VALID_MS, for SIGN_IN_CODE_TRIES attempts and once; every refusal gives one answer.
 * Tries and the single use are counted atomically (Redis when configured), so parallel guesses get
 * no more attempts than one after the other; a spent code is also marked in the database.
 */
export default class EmailCodeAuthProviderService extends AbstractAuthModuleProvider {
  static identifier = EMAIL_CODE_PROVIDER
  static DISPLAY_NAME = "E-mail one-time code"

  private readonly logger: Logger

  constructor({ logger }: { logger: Logger }) {
    super()
    this.logger = logger
  }

  async register(): Promise<AuthenticationResponse> {
    return { success: false, error: "Accounts are opened by signing in with a code sent by e-mail." }
  }

  async update(data: Record<string, unknown>, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { entity_id, code, code_id, expires_at, spend } = data
    if (typeof entity_id !== "string" || typeof code_id !== "string") return { success: false, error: "A code needs an address and an id." }
    const email = accountEmail(entity_id)
    if (spend === true) return this.spend(email, code_id, identities)
    if (typeof code !== "string" || !CODE_PATTERN.test(code) || typeof expires_at !== "number")
      return { success: false, error: "Not a sign-in code." }
    // every key written: Medusa merges a provider's metadata into what is stored
    const stored: StoredSignInCode = { code_id, code_hash: hashSignInCode(code_id, code), expires_at, spent_at: null }
    try {
      const identity = await identities.update(email, { provider_metadata: stored }).catch(async (error: MedusaError) => {
        if (error.type !== MedusaError.Types.NOT_FOUND) throw error
        return identities.create({ entity_id: email, provider_metadata: stored }).catch(async (createError: Error) => {
          // the same new address asked twice at once: the other request made its identity
          this.logger.debug(`Sign-in identity made by a parallel request: ${createError.message}`)
          return identities.update(email, { provider_metadata: stored })
        })
      })
      return { success: true, authIdentity: withoutCode(identity) }
    } catch (error) {
      return { success: false, error: messageOf(error) }
    }
  }

  /** Every refusal takes SIGN_IN_REFUSAL_MS at least, whichever check refused it. */
  async authenticate(data: AuthenticationInput, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const startedAt = Date.now()
    const answer = await this.check(data, identities)
    const wait = SIGN_IN_REFUSAL_MS - (Date.now() - startedAt)
    if (!answer.success && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return answer
  }

  private async check(data: AuthenticationInput, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const attempt = attemptOf(data.body)
    if (!attempt) return refused
    let identity: AuthIdentityDTO
    try {
      identity = await identities.retrieve({ entity_id: attempt.email })
    } catch {
      return refused
    }
    const stored = storedCodeOf(identity)
    if (!stored || stored.spent_at || stored.expires_at <= Date.now()) return refused
    const tries = await hitCounter().hit(`sign-in-code:tries:${stored.code_id}`, SIGN_IN_CODE_VALID_MS)
    if (tries > SIGN_IN_CODE_TRIES) return refused
    if (!matchesSignInCode(stored, attempt.code)) {
      if (tries === SIGN_IN_CODE_TRIES) await this.spend(attempt.email, stored.code_id, identities)
      return refused
    }
    const uses = await hitCounter().hit(`sign-in-code:uses:${stored.code_id}`, SIGN_IN_CODE_VALID_MS)
    if (uses > 1) return refused
    const spent = await this.spend(attempt.email, stored.code_id, identities)
    return spent.success ? { success: true, authIdentity: withoutCode(identity) } : refused
  }

  /** The code `code_id` of the address can no longer sign in (used, tried too often, or its e-mail failed). */
  private async spend(email: string, code_id: string, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    try {
      const identity = await identities.retrieve({ entity_id: email })
      const stored = storedCodeOf(identity)
      if (stored?.code_id !== code_id) return { success: true }
      await identities.update(email, { provider_metadata: { ...stored, spent_at: Date.now() } })
      return { success: true }
    } catch (error) {
      return { success: false, error: messageOf(error) }
    }
  }
}
