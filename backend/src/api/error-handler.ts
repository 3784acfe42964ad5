import { errorHandler, getHttpResponseFromError } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import pg from "pg"
import { settings } from "../lib/settings"
import { isLockNotFree } from "../workflows/locking/lock-not-free"
import { setSecurityHeaders } from "./doors"
import { redisKnownDown } from "./redis-gate"
import { answerUnavailable } from "./unavailable"

/**
 * What the shop answers when something below the API fails, told by the error's type and code
 * where it arose, or by the state of the database and Redis, never by its wording:
 * - the database is unreachable (restarting, failing over): 503 with Retry-After, at once while it
 *   is known to be down, else within WATCHDOG_MS; never a request that hangs until Medusa's
 *   connection pool gives up a minute later. Told by the connection error's code (SQLSTATE, the
 *   socket's errno, knex's timeout), else by the state: a failure Medusa would answer 500 while the
 *   database does not answer a connection of its own (databaseAnswers), or while Redis is known to
 *   be down (redis-gate.ts), is the outage's 503 (node-postgres's "Connection terminated", knex's
 *   "Transaction query already complete" carry no code). One gap: Medusa checks a Store API
 *   request's publishable key before any of the shop's middleware, from its caching module
 *   (MEDUSA_FF_CACHING); when the key is not cached at that moment (its hour ran out, or a change
 *   to keys or sales channels dropped it) that check waits for the pool (docs/operations.md);
 * - an address Express cannot decode (a malformed %-escape: a URIError) or a value the database
 *   refused as malformed data (SQLSTATE class 22): the client's input, 400;
 * - a lock another request holds past the bounded wait (the shop's LOCK_NOT_FREE, raised where
 *   every lock is taken: modules/typed-locking, takeLocksInOrderStep): 409, the request may be tried
 *   again in a moment;
 * - a conflict the shop states itself (a completion still busy after its wait, an action the
 *   subscription's status does not allow): 409 with its own sentence, where Medusa's handler would
 *   put a generic one about an Idempotency-Key the shop's API does not take;
 * - everything else: Medusa's own error handler, which never shows a stack trace.
 */

/** A request still unanswered after this long checks whether the database is gone. */
const WATCHDOG_MS = 2_000
const PROBE_INTERVAL_MS = 500

const CONNECTION_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"])
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"])
/** knex's error when no pooled connection came within its wait */
const POOL_TIMEOUT_NAME = "KnexTimeoutError"
/** SQLSTATE class 22, data exception: a value the database cannot take */
const DATA_EXCEPTION_CLASS = "22"

type ErrorLike = { code?: unknown; sqlState?: unknown; name?: unknown; cause?: unknown; previous?: unknown }

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

const sqlStateOf = (e: ErrorLike) => String(e.code ?? e.sqlState ?? "")

/** A connection failure told by its code: the database's SQLSTATE, the socket's errno, knex's pool timeout. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    (e) => CONNECTION_SQLSTATES.has(sqlStateOf(e)) || CONNECTION_CODES.has(String(e.code)) || e.name === POOL_TIMEOUT_NAME,
  )
}

function isMalformedValue(error: unknown): boolean {
  return errorChain(error).some((e) => sqlStateOf(e).slice(0, 2) === DATA_EXCEPTION_CLASS)
}

/** What Medusa's own handler would answer with a 5xx: no type or code the shop or Medusa gave it. */
const isUnclassified = (error: unknown) => getHttpResponseFromError(error).statusCode >= 500

const MALFORMED_ADDRESS = { type: "invalid_data", message: "The request's address is not valid." }

const BUSY = { type: "conflict", message: "Another request is changing this right now. Please try again in a moment." }

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

/**
 * Opens one connection of its own, outside Medusa's pool: refused at once while the database is
 * down. A probe of the last PROBE_INTERVAL_MS is reused, unless it began before `since` (a failure
 * that arrived after it: the database may have gone in between).
 */
function databaseAnswers(req: MedusaRequest, since = 0): Promise<boolean> {
  if (probe && Date.now() - probe.at < PROBE_INTERVAL_MS && probe.at >= since) return probe.answer
  const answer = (async () => {
    const client = new pg.Client({ connectionString: settings.DATABASE_URL, connectionTimeoutMillis: PROBE_CONNECT_TIMEOUT_MS })
    try {
      await client.connect()
      await client.query("SELECT 1")
      return true
    } catch (error) {
      // Gone is a connection the database refused or dropped (told by its code); one that only took
      // longer than the timeout is a busy database: on a loaded process the timer can run out before
      // the answer is read, and 503s for every shopper would follow (seen at load 15 in the containers)
      return !isDatabaseUnavailable(error)
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
    const failedAt = Date.now()
    // The watchdog answered already; the handler failed later.
    if (res.headersSent) return
    if (isDatabaseUnavailable(error)) {
      // a refused or reset connection may be another service's (the mail relay's): the database is
      // marked down only when the probe finds it gone (databaseAnswers sets the state), never for
      // every request because the SMTP relay refused one; the request gets its 503 either way
      await databaseAnswers(req)
      return answerUnavailable(res)
    }
    if (isLockNotFree(error)) {
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
    // a failure without a code while the database or Redis is gone is the outage's, told by their state
    // (a probe begun before the failure does not count: the failure may be the database going)
    if (isUnclassified(error) && (redisKnownDown() || !(await databaseAnswers(req, failedAt)))) return answerUnavailable(res)
    return medusaErrorHandler(error, req, res, next)
  }
}
