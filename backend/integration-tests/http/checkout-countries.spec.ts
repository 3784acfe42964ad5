import { checkoutCountriesSuite } from "../checkout-countries"

jest.setTimeout(240 * 1000)

// Caching as the settings say (on by default); `scripts/test.mjs` runs it again on Redis.
checkoutCountriesSuite()
