import "../caching-off"
import { checkoutCountriesSuite } from "../checkout-countries"

jest.setTimeout(240 * 1000)

// The same checkout with Medusa's caching off (MEDUSA_FF_CACHING=false)
checkoutCountriesSuite()
