import shopConfig from "../../../shop.config.json"

export const shop = shopConfig
export const brand = shopConfig.brand
export const categoryTitle = {
  shilajit: `${brand} Shilajit`,
  essentials: `${brand} Essentials`,
} as const

export const businessAddress = `${shop.business.street}, ${shop.business.postalCode} ${shop.business.city}, ${shop.business.country}`
export const phoneHref = `tel:${shop.business.phone.replace(/\s/g, "")}`
