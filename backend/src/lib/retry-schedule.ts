/**
 * How the shop sends again to an outside service that failed (the SMTP relay for e-mail, the chat
 * service for contact messages): the first retry a minute after the failure, and each next one
 * waits twice as long as the one before, so a service that is down is not hammered.
 */
export const FIRST_RETRY_MS = 60 * 1000

/** The wait before retry number `attempt` (1 for the first): 1, 2, 4, 8 ... minutes. */
export const retryDelayMs = (attempt: number) => FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1)
