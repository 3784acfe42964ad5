/** `%`, `_` and `\` stand for themselves in a search, not for LIKE's wildcards. */
const literal = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * The filter of a search in one of the seller's lists: every word of `q` (at most five) appears,
 * in any case, in one of `fields`. No search: no filter.
 */
export function searchFilter(q: string | undefined, fields: readonly string[]): Record<string, unknown> {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 5)
  if (!words.length) return {}
  return { $and: words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $ilike: `%${literal(word)}%` } })) })) }
}
