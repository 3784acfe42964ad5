import shopConfig from "../../../shop.config.json"

export const shop = shopConfig
export const brand = shopConfig.brand
/** The message of a category's title ({brand} Shilajit), in the header's menu and the listing. */
export const categoryTitleKey = {
  shilajit: "products.menu.shilajit",
  essentials: "products.menu.essentials",
} as const

export const businessAddress = `${shop.business.street}, ${shop.business.postalCode} ${shop.business.city}, ${shop.business.country}`
export const phoneHref = `tel:${shop.business.phone.replace(/\s/g, "")}`
