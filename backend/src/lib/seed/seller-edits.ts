import crypto from "node:crypto"

/** The fingerprint of a value the seed wrote (short: it is compared, never read back). */
export const fieldFingerprint = (value: unknown) =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("hex")
    .slice(0, 16)

/** What the seed last wrote into one product, by field: the fingerprint of the value. */
export type FieldFingerprints = Record<string, string>

/** What a seed run did to the fields it owns: each one it changed, and each one it left because the seller had changed it. */
export type SeedReport = { changed: string[]; kept: string[] }

export const emptyReport = (): SeedReport => ({ changed: [], kept: [] })

/**
 * The seed's ledger of one product's fields. For each field the seed owns it compares three values:
 * the catalogue's (`wanted`), the shop's now (`current`, undefined when absent: a deleted sale price)
 * and the one it last wrote (`written`, its fingerprint). The seed writes the catalogue's value only
 * while the shop still holds what the seed wrote: a value the seller changed (or deleted) stays, is
 * remembered as the seed's last write, and is named in the report on every run. A field the seed
 * never wrote (a shop seeded before fields were tracked) is written only where the shop has no value
 * yet; a different value there is the shop's and stays.
 */
export class FieldLedger {
  /** the fingerprints to keep for the next run */
  readonly next: FieldFingerprints = {}

  constructor(
    private readonly subject: string,
    private readonly written: FieldFingerprints,
    private readonly report: SeedReport,
  ) {}

  /** Whether the seed writes the catalogue's value of this field now. */
  decide(field: string, wanted: unknown, current: unknown): boolean {
    const wantedPrint = wanted === undefined ? undefined : fieldFingerprint(wanted)
    const currentPrint = current === undefined ? undefined : fieldFingerprint(current)
    const last = this.written[field]
    if (currentPrint === wantedPrint) {
      if (wantedPrint !== undefined) this.next[field] = wantedPrint
      return false
    }
    const sellerChanged = last === undefined ? currentPrint !== undefined : currentPrint !== last
    if (sellerChanged) {
      if (last !== undefined) this.next[field] = last
      this.report.kept.push(`${this.subject}: ${field}`)
      return false
    }
    if (wantedPrint !== undefined) this.next[field] = wantedPrint
    this.report.changed.push(`${this.subject}: ${field}`)
    return true
  }

  /**
   * For a field whose catalogue value is not what the shop stores (pictures: files in the catalogue,
   * their URLs in the shop): whether the seed writes it now, because the catalogue's changed and the
   * shop still holds what the seed wrote. The caller records what it writes.
   */
  decideOnChange(field: string, current: unknown, catalogueChanged: boolean): boolean {
    const last = this.written[field]
    const currentPrint = fieldFingerprint(current)
    if (last !== undefined && currentPrint !== last) {
      this.next[field] = last
      this.report.kept.push(`${this.subject}: ${field}`)
      return false
    }
    if (!catalogueChanged) {
      this.next[field] = currentPrint
      return false
    }
    this.report.changed.push(`${this.subject}: ${field}`)
    return true
  }

  /** Records a value written outside `decide` (what a new product was created with). */
  record(field: string, value: unknown) {
    if (value !== undefined) this.next[field] = fieldFingerprint(value)
  }

  /** Whether the seed ever wrote this field (a variant it created, a sale price it set). */
  wrote(field: string): boolean {
    return field in this.written
  }
}
