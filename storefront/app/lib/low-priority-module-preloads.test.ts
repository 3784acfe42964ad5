import { Readable } from "node:stream"
import { describe, expect, it } from "vitest"
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server"

async function through(chunks: string[]) {
  let out = ""
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads())) out += part
  return out
}

const page = '<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>Mineral résine</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import("/assets/a.js")</script></body></html>'

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low and changes nothing else", async () => {
    const out = await through([page])
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href/g)).toHaveLength(2)
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page)
  })

  it("gives the same page however the stream is cut, inside a tag or inside a character", async () => {
    const whole = await through([page])
    const bytes = Buffer.from(page)
    for (let size = 1; size <= 40; size += 3) {
      const chunks: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      let out = ""
      for await (const part of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += part
      expect(out).toBe(whole)
    }
  })

  it("leaves a preload that already says its priority", async () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/c.js"/>'
    expect(await through([tag])).toBe(tag)
  })
})
