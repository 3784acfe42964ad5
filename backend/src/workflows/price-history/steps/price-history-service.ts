import { PRICE_HISTORY_MODULE } from "../../../modules/price-history"
import type PriceHistoryModuleService from "../../../modules/price-history/service"

export type Resolver = { resolve: (key: string) => unknown }
export const priceHistory = (container: Resolver) => container.resolve(PRICE_HISTORY_MODULE) as PriceHistoryModuleService
