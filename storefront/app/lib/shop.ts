import shopConfig from "../../../shop.config.json"
import { useT } from "~/i18n/i18n"

export const shop = shopConfig
export const brand = shopConfig.brand
/** The message of a category's title ({brand} Shilajit), in the header's menu and the listing. */
export const categoryTitleKey = {
  shilajit: "products.menu.shilajit",
  essentials: "products.menu.essentials",
} as const

/** The business's address, its country as given. */
const addressWith = (country: string) => `${shop.business.street}, ${shop.business.postalCode} ${shop.business.city}, ${country}`

export const businessAddress = addressWith(shop.business.country)
export const phoneHref = `tel:${shop.business.phone.replace(/\s/g, "")}`

/** The business's address with its country in the page's language (pages.country; shop.config.json's in English). */
export function useBusinessAddress(): string {
  const t = useT()
  return addressWith(t("pages.country"))
}
