/** How far back the retry job looks for e-mails that did not go out and orders without their confirmation. */
export const LOOK_BACK_MS = 48 * 60 * 60 * 1000
/** A send still `pending` after this long was cut off (the process stopped mid-send). */
export const STUCK_PENDING_MS = 5 * 60 * 1000
/** Sent again at most this often (the waits of lib/retry-schedule.ts: 1, 2, 4 ... 128 minutes), then the seller is told. */
export const MAX_EMAIL_RETRIES = 8
/** At most this many e-mails (and orders) a run. */
export const BATCH_SIZE = 50
