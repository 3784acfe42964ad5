import fs from "node:fs"
import path from "node:path"

/** Brand and business details, from the repository's one configuration file `shop.config.json`. */
export type ShopConfig = {
  brand: string
  tagline: string
  /** The shop's time zone: the dates and times shoppers read (e-mails, pages) are given in it */
  timeZone: string
  /**
   * Stock notices: the seller is told when a variant's stock left for sale falls to this many or
   * fewer (a variant's own `low_stock_threshold` in its metadata, set in the admin, wins)
   */
  stock: { lowStockThreshold: number }
  business: {
    legalName: string
    street: string
    postalCode: string
    city: string
    country: string
    chamberOfCommerce: string
    vatNumber: string
    email: string
    phone: string
    whatsapp: string
  }
  social: Record<string, string>
  /**
   * The model withdrawal form of the Consumer Rights Directive (Annex I(B)); the addressee line's
   * {legalName}, {address} and {email} are the business's. The e-mail and the policy pages show it.
   */
  modelWithdrawalForm: { heading: string; note: string; addressee: string; lines: string[]; footnote: string }
  /** Product photos: the widths they are served at, and the kinds of upload that are resized. */
  images: { widths: number[]; resizable: string[] }
}

function findUp(fileName: string, from: string): string {
  let directory = from
  while (true) {
    const candidate = path.join(directory, fileName)
    if (fs.existsSync(candidate)) return candidate
    const parent = path.dirname(directory)
    if (parent === directory) throw new Error(`${fileName} not found above ${from}`)
    directory = parent
  }
}

export const shopConfig: ShopConfig = JSON.parse(
  fs.readFileSync(process.env.SHOP_CONFIG_FILE ?? findUp("shop.config.json", __dirname), "utf8"),
)
