/**
 * Turns Medusa's caching of Store API reads off (it is on by default). Imported first by a spec,
 * before anything reads the settings.
 */
process.env.MEDUSA_FF_CACHING = "false"
