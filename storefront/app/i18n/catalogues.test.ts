import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import { AREAS, areaMessages, CATALOGUES, catalogueFiles, compiledMessages } from "./catalogues.server"
import { LOCALE_CODES } from "./locales"

/** The arguments of a message ({brand}, {count, plural, ...}), in its branches too: every language must use the same. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens as CompiledMessage) {
      if (typeof token === "string") continue
      names.add(token[0])
      const branches = token[2]
      if (branches && typeof branches === "object") for (const branch of Object.values(branches)) walk(branch)
    }
  }
  walk(compileMessageOrThrow(message))
  return [...names].sort()
}

describe("message catalogues", () => {
  const english = CATALOGUES.en
  const CATALOGUES_NL = catalogueFiles("nl")
  it.each(LOCALE_CODES)("%s: its areas' files are English's, and no key is in two of them", (code) => {
    const files = catalogueFiles(code)
    expect(Object.keys(files).sort()).toEqual(Object.keys(catalogueFiles("en")).sort())
    const keys = Object.values(files).flatMap((messages) => Object.keys(messages))
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })
  it("English's areas are the ones routes name (AREAS)", () => {
    expect(Object.keys(catalogueFiles("en")).sort()).toEqual([...AREAS].sort())
  })
  it("a route's messages are its areas' keys, each area compiled once; the whole catalogue is every area's", () => {
    const checkout = areaMessages("nl", ["checkout", "forms"])
    expect(Object.keys(checkout).sort()).toEqual([...Object.keys(CATALOGUES_NL.checkout!), ...Object.keys(CATALOGUES_NL.forms!)].sort())
    expect(checkout["form.honeypot"]).toBe(areaMessages("nl", ["forms"])["form.honeypot"])
    expect(Object.keys(compiledMessages("nl")).sort()).toEqual(Object.keys(CATALOGUES.nl).sort())
  })
  it.each(LOCALE_CODES.filter((code) => code !== "en"))("%s has every key of English and no other", (code) => {
    const catalogue = CATALOGUES[code]
    expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([])
    expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([])
  })
  it.each(LOCALE_CODES)("%s: every message compiles and has English's placeholders", (code) => {
    for (const [key, message] of Object.entries(CATALOGUES[code])) {
      expect(message.trim(), key).not.toBe("")
      expect(() => compileMessageOrThrow(message), key).not.toThrow()
      expect(placeholders(message), key).toEqual(placeholders(english[key] ?? ""))
    }
  })
})
