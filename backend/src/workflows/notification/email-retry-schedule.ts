/** How far back the retry job looks for e-mails that did not go out and orders without their confirmation. */
export const LOOK_BACK_MS = 48 * 60 * 60 * 1000
/** A send still `pending` after this long was cut off (the process stopped mid-send). */
export const STUCK_PENDING_MS = 5 * 60 * 1000
/** Attempt n waits FIRST_RETRY_MS * 2^(n-1) after the one before: 1, 2, 4 ... 128 minutes. */
export const FIRST_RETRY_MS = 60 * 1000
export const MAX_EMAIL_RETRIES = 8
/** At most this many e-mails (and orders) a run. */
export const BATCH_SIZE = 50
