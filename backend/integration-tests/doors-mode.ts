/**
 * The backend published directly, with no proxy in front: nobody may name the client's address.
 * Imported first by a spec (after forms-mode when both), before anything reads the settings.
 */
process.env.TRUSTED_PROXY = ""
