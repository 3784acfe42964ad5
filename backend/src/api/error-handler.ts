import { errorHandler } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import pg from "pg"
import { settings } from "../lib/settings"
import { setSecurityHeaders } from "./doors"

/**
 * What the shop answers when something below the API fails:
 * - the database is unreachable (restarting, failing over): 503 with Retry-After, at once while it
 *   is known to be down, else within WATCHDOG_MS; never a request that hangs until Medusa's
 *   connection pool gives up a minute later. One gap: Medusa checks a Store API request's
 *   publishable key before any of the shop's middleware, from its caching module (MEDUSA_FF_CACHING);
 *   when the key is not cached at that moment (its hour ran out, or a change to keys or sales
 *   channels dropped it) that check waits for the pool (docs/operations.md);
 * - an address Express cannot decode (a malformed %-escape), the database refused a value as
 *   malformed data (SQLSTATE class 22) or a filter names a field that does not exist: the
 *   client's input, 400;
 * - a lock another request holds past the bounded wait (Medusa's cart lock, in-memory locking
 *   module, which fails with a plain error): 409, the request may be tried again in a moment;
 * - a conflict the shop states itself (a completion still busy after its wait, an action the
 *   subscription's status does not allow): 409 with its own sentence, where Medusa's handler would
 *   put a generic one about an Idempotency-Key the shop's API does not take;
 * - everything else: Medusa's own error handler, which never shows a stack trace.
 */

const UNAVAILABLE = { type: "service_unavailable", message: "The shop is briefly unavailable. Please try again in a moment." }
const RETRY_AFTER_S = "5"
/** A request still unanswered after this long checks whether the database is gone. */
const WATCHDOG_MS = 2_000
const PROBE_INTERVAL_MS = 500

const CONNECTION_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"])
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"])
const CONNECTION_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|ECONNREFUSED|Timeout acquiring a connection|terminating connection due to administrator command|the database system is (starting up|shutting down)|Client has encountered a connection error|Connection is closed/i

type ErrorLike = { code?: unknown; sqlState?: unknown; name?: unknown; message?: unknown; cause?: unknown; previous?: unknown }

const isErrorLike = (value: unknown): value is ErrorLike => typeof value === "object" && value !== null

function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current = error
  while (isErrorLike(current) && chain.length < 5) {
    chain.push(current)
    current = current.cause ?? current.previous
  }
  return chain
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    (e) =>
      CONNECTION_SQLSTATES.has(String(e.code ?? e.sqlState)) ||
      CONNECTION_CODES.has(String(e.code)) ||
      e.name === "KnexTimeoutError" ||
      CONNECTION_MESSAGES.test(String(e.message ?? "")),
  )
}

/**
 * Knex's answer to a query on a transaction whose connection the database has just closed: a lost
 * database when it does not answer a moment later, else a fault of the request (Medusa's handler).
 */
const LOST_TRANSACTION_MESSAGES = /Transaction query already complete/i

function isLostTransaction(error: unknown): boolean {
  return errorChain(error).some((e) => LOST_TRANSACTION_MESSAGES.test(String(e.message ?? "")))
}

function isMalformedValue(error: unknown): boolean {
  return errorChain(error).some(
    (e) =>
      /^22/.test(String(e.code ?? e.sqlState ?? "")) ||
      // a filter on a field the entity does not have (e.g. ?category_id= on one product)
      /Trying to query by not existing property/.test(String(e.message ?? "")),
  )
}

const MALFORMED_ADDRESS = { type: "invalid_data", message: "The request's address is not valid." }

const BUSY = { type: "conflict", message: "Another request is changing this right now. Please try again in a moment." }
const LOCK_CONTENTION_MESSAGES = /Failed to acquire lock|Timed-out acquiring lock/i

function isLockContention(error: unknown): boolean {
  return errorChain(error).some((e) => LOCK_CONTENTION_MESSAGES.test(String(e.message ?? "")))
}

// --- whether the database answers -------------------------------------------------------------

/**
 * How long the probe waits for the database to accept a connection. Medusa's pool waits up to a
 * minute for a connection while the database is down (its configuration passes no acquire timeout
 * on), so the probe uses a connection of its own: node-postgres's documented Client, given as long
 * to connect as Medusa gives its own connections (connectionTimeoutMillis, 5 s): a busy database
 * that is slow to accept one is not a lost one.
 */
const PROBE_CONNECT_TIMEOUT_MS = 5_000

let databaseDown = false
let probe: { at: number; answer: Promise<boolean> } | undefined

/** Opens one connection of its own, outside Medusa's pool: refused at once while the database is down. */
function databaseAnswers(req: MedusaRequest): Promise<boolean> {
  if (probe && Date.now() - probe.at < PROBE_INTERVAL_MS) return probe.answer
  const answer = (async () => {
    const client = new pg.Client({ connectionString: settings.DATABASE_URL, connectionTimeoutMillis: PROBE_CONNECT_TIMEOUT_MS })
    try {
      await client.connect()
      await client.query("SELECT 1")
      return true
    } catch {
      return false
    } finally {
      await client.end().catch(() => {})
    }
  })()
  probe = { at: Date.now(), answer }
  void answer.then((up) => setDatabaseState(req, up))
  return answer
}

function setDatabaseState(req: MedusaRequest, up: boolean) {
  if (databaseDown === !up) return
  databaseDown = !up
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  if (up) logger.info("The database answers again")
  else logger.warn("The database does not answer: API requests get 503 until it returns")
}

export function answerUnavailable(res: MedusaResponse) {
  if (res.headersSent) return
  res.set("Retry-After", RETRY_AFTER_S)
  res.status(503).json(UNAVAILABLE)
}

/**
 * The shop's first middleware on every API request. While the database is known to be down: 503
 * at once (checked again at most every half second). Otherwise a watchdog: a request unanswered after two seconds
 * checks the database, and again every two seconds, and gets its 503 once it is gone instead of
 * hanging.
 */
export async function databaseGate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (databaseDown && !(await databaseAnswers(req))) return answerUnavailable(res)
  // every two seconds while unanswered: the database may go down after the first look
  const watchdog = setInterval(async () => {
    if (!res.headersSent && !(await databaseAnswers(req))) answerUnavailable(res)
  }, WATCHDOG_MS)
  watchdog.unref()
  res.once("close", () => clearInterval(watchdog))
  next()
}

/** The shop's error handler: see the top of this file. */
export function shopErrorHandler() {
  const medusaErrorHandler = errorHandler()
  return async function handleShopError(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    // The watchdog answered already; the handler failed later.
    if (res.headersSent) return
    if (isDatabaseUnavailable(error)) {
      // a refused or reset connection may be another service's (the mail relay's): the database is
      // marked down only when the probe finds it gone (databaseAnswers sets the state), never for
      // every request because the SMTP relay refused one; the request gets its 503 either way
      await databaseAnswers(req)
      return answerUnavailable(res)
    }
    if (isLostTransaction(error) && !(await databaseAnswers(req))) return answerUnavailable(res)
    if (isLockContention(error)) {
      res.status(409).json(BUSY)
      return
    }
    if (MedusaError.isMedusaError(error) && error.type === MedusaError.Types.CONFLICT) {
      res.status(409).json({ type: "conflict", message: error.message })
      return
    }
    // Express's router could not decode the address (a malformed %-escape in an id)
    if (error instanceof URIError) {
      setSecurityHeaders(res, { path: req.path })
      res.status(400).json(MALFORMED_ADDRESS)
      return
    }
    if (isMalformedValue(error)) {
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).info(`Refused a malformed value at ${req.path}`)
      res.status(400).json({ type: "invalid_data", message: "The request holds a value the shop cannot use." })
      return
    }
    return medusaErrorHandler(error, req, res, next)
  }
}
