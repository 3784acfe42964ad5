import { refundByRate, type VatRow } from "order-summary"
import { countryName } from "order-summary/addresses"
import { messagesIn } from "../messages"
import { shopLanguage } from "../messages/formats"
import { DEFAULT_LOCALE } from "../shop-locales"
import { shopConfig } from "../shop-config"
import type { VatKind } from "./eu-vat"

/** An invoice's or a credit note's line: net unit price, the rate, the VAT and the total with VAT, in cents. */
export type IssuedLine = {
  title: string
  quantity: number
  unit_net_cents: number
  vat_rate: number
  vat_cents: number
  total_cents: number
}

/**
 * An invoice or a credit note exactly as it was issued: everything its PDF prints (what a Dutch
 * invoice must hold, art. 35a Wet OB and art. 226 of the VAT Directive), kept as plain data in the
 * invoice module. Amounts in cents; a credit note's are positive amounts given back.
 */
export type IssuedDocument = {
  type: "invoice" | "credit_note"
  /** as printed: "000042" for an invoice, "CN-000007" for a credit note */
  number: string
  issued_at: string
  currency_code: string
  order: { id: string; display_id: number; placed_at: string | null }
  seller: { name: string; lines: string[] }
  buyer: { email: string | null; billing: string[]; delivery: string[] }
  /** where the goods go and how their VAT is declared */
  vat: { kind: VatKind; country_code: string; note: string | null }
  lines: IssuedLine[]
  discounts: { label: string; cents: number }[]
  shipping: { name: string | null; cents: number; vat_rate: number } | null
  /** the VAT per rate: what the VAT return adds up */
  by_rate: VatRow[]
  total_cents: number
  vat_cents: number
  payment_methods: string[]
  /** a credit note's invoice */
  corrects: { number: string; issued_at: string } | null
  /** why a credit note was issued */
  reason: string | null
  /**
   * the language it is written in (the order's when the invoice was issued, lib/shop-locales.ts
   * orderLanguage; a credit note keeps its invoice's); absent in documents issued before: English
   */
  locale?: string
}

export const invoiceNumberText = (number: number) => String(number).padStart(6, "0")
export const creditNoteNumberText = (number: number) => `CN-${String(number).padStart(6, "0")}`

/** The seller as every document prints it, from shop.config.json at the time of issue, in the document's language. */
export const sellerOnDocuments = (locale?: string | null) => {
  const t = messagesIn(locale)
  return {
    name: shopConfig.business.legalName,
    lines: [
      shopConfig.business.street,
      `${shopConfig.business.postalCode} ${shopConfig.business.city}`,
      shopConfig.business.country,
      t("document.sellerVatNumber", { number: shopConfig.business.vatNumber }),
      t("document.sellerChamberOfCommerce", { number: shopConfig.business.chamberOfCommerce }),
      `${shopConfig.business.email} · ${shopConfig.business.phone}`,
    ],
  }
}

/** The net part of an amount with VAT at `rate`%, in cents. */
const netOf = (grossCents: number, rate: number) => Math.round(grossCents / (1 + rate / 100))

/** What an invoice is made of before it has a number: an order's money at the time it was paid. */
export type InvoiceSource = {
  order: IssuedDocument["order"]
  buyer: IssuedDocument["buyer"]
  country_code: string
  kind: VatKind
  lines: { title: string; quantity: number; unit_price_cents: number; total_cents: number; vat_rate: number }[]
  discounts: { label: string; cents: number }[]
  shipping: { name: string | null; cents: number }
  by_rate: VatRow[]
  total_cents: number
  vat_cents: number
  payment_methods: string[]
  /** the language the invoice is written in (lib/shop-locales.ts orderLanguage) */
  locale: string
}

/** A country's name in `locale`: the shop's own English names, Intl's in another language. */
const countryIn = (countryCode: string, locale: string) =>
  shopLanguage(locale) === DEFAULT_LOCALE
    ? countryName(countryCode)
    : (new Intl.DisplayNames([shopLanguage(locale)], { type: "region" }).of(countryCode.toUpperCase()) ?? countryName(countryCode))

/** The reason a document gives for the VAT it charges (the export's 0%, an OSS sale's destination rates; none at home), in `locale`. */
function vatNote(kind: VatKind, countryCode: string, rates: number[], locale: string): string | null {
  const t = messagesIn(locale)
  if (kind === "export") return t("document.vatNoteExport")
  if (kind === "oss")
    return t("document.vatNoteOss", { country: countryIn(countryCode, locale), rates: rates.map((rate) => `${rate}%`).join(", ") })
  return null
}

/** An invoice's document, numbered `number` and issued at `issuedAt`. */
export function invoiceDocument(source: InvoiceSource, number: number, issuedAt: Date): IssuedDocument {
  const shippingRate = source.by_rate.length === 1 ? source.by_rate[0].rate : Math.max(0, ...source.by_rate.map((row) => row.rate))
  return {
    type: "invoice",
    number: invoiceNumberText(number),
    issued_at: issuedAt.toISOString(),
    currency_code: "eur",
    order: source.order,
    seller: sellerOnDocuments(source.locale),
    buyer: source.buyer,
    vat: {
      kind: source.kind,
      country_code: source.country_code,
      note: vatNote(
        source.kind,
        source.country_code,
        source.by_rate.map((row) => row.rate),
        source.locale,
      ),
    },
    lines: source.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unit_net_cents: netOf(line.unit_price_cents, line.vat_rate),
      vat_rate: line.vat_rate,
      vat_cents: line.total_cents - netOf(line.total_cents, line.vat_rate),
      total_cents: line.total_cents,
    })),
    discounts: source.discounts,
    shipping: { ...source.shipping, vat_rate: shippingRate },
    by_rate: source.by_rate,
    total_cents: source.total_cents,
    vat_cents: source.vat_cents,
    payment_methods: source.payment_methods,
    corrects: null,
    reason: null,
    locale: shopLanguage(source.locale),
  }
}

/** Why a credit note is issued: each the catalogues' "document.reason…" message. */
export type CreditNoteReason = "withdrawal" | "cancellation" | "return" | "refund"

const REASON_KEYS: Record<CreditNoteReason, string> = {
  withdrawal: "document.reasonWithdrawal",
  cancellation: "document.reasonCancellation",
  return: "document.reasonReturn",
  refund: "document.reasonRefund",
}

/** A refund a credit note is issued for. */
export type RefundSource = { refund_id: string; cents: number; reason: CreditNoteReason }

/**
 * A credit note's document: the refund given back per rate of the invoice it corrects (shared over
 * the invoice's rates by what was charged at each), numbered `number`, issued at `issuedAt`.
 */
export function creditNoteDocument(invoice: IssuedDocument, refund: RefundSource, number: number, issuedAt: Date): IssuedDocument {
  const byRate = refundByRate(refund.cents, invoice.by_rate).filter((row) => row.grossCents !== 0)
  // a credit note is written in its invoice's language
  const t = messagesIn(invoice.locale)
  const reason = t(REASON_KEYS[refund.reason])
  return {
    ...invoice,
    type: "credit_note",
    number: creditNoteNumberText(number),
    issued_at: issuedAt.toISOString(),
    seller: sellerOnDocuments(invoice.locale),
    lines: byRate.map((row) => ({
      title: t("document.creditNoteLine", { reason, displayId: invoice.order.display_id }),
      quantity: 1,
      unit_net_cents: row.netCents,
      vat_rate: row.rate,
      vat_cents: row.vatCents,
      total_cents: row.grossCents,
    })),
    discounts: [],
    shipping: null,
    by_rate: byRate,
    total_cents: refund.cents,
    vat_cents: byRate.reduce((sum, row) => sum + row.vatCents, 0),
    corrects: { number: invoice.number, issued_at: invoice.issued_at },
    reason,
  }
}

/**
 * A document as the invoice module keeps it (a JSON column). Written only by this shop's issuing
 * code, so it is an IssuedDocument; one without a number or type is no document.
 */
export function issuedDocumentOf(value: unknown): IssuedDocument | null {
  if (!value || typeof value !== "object" || !("number" in value) || !("type" in value)) return null
  // the invoice module's document column holds what invoiceDocument / creditNoteDocument made
  return value as IssuedDocument
}
