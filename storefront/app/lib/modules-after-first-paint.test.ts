import { Readable } from "node:stream"
import { describe, expect, it } from "vitest"
import { modulesAfterFirstPaint } from "./modules-after-first-paint.server"

async function through(chunks: Array<string | Buffer>) {
  let out = ""
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(modulesAfterFirstPaint())) out += part
  return out
}

const routeModules =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"url": "/assets/manifest.js", "a<b": 1};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");'
const page =
  '<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>Mineral résine</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/shared.js" nonce="n"/>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${routeModules}</script><script nonce="n">$RC("B:0","S:0")</script></body></html>`

const moduleScript = (html: string) => /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""

describe("modulesAfterFirstPaint", () => {
  it("drops the module preloads and loads them and the route modules from the script, after the paint", async () => {
    const out = await through([page])
    expect(out).not.toContain("modulepreload\" href")
    const script = moduleScript(out)
    expect(script).not.toMatch(/^\s*import \* as/m)
    expect(script).toContain('const modulePreloads = ["/assets/entry.client.js","/assets/shared.js"];')
    // the wait comes first, the route modules in their order, then React Router's own lines unchanged
    const order = ["await new Promise", "modulePreloads", 'const route0 = await import("/assets/root.js");', 'const route1 = await import("/assets/home.js");', "window.__reactRouterManifest", 'import("/assets/entry.client.js");']
    const positions = order.map((part) => script.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    // everything else as it was
    const rest = (html: string) => html.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(moduleScript(html), "")
    expect(rest(out)).toBe(rest(page))
  })

  it("gives the same page however the stream is cut, inside a tag, a script or a character", async () => {
    const whole = await through([page])
    const bytes = Buffer.from(page)
    for (let size = 1; size <= 60; size += 3) {
      const chunks: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(await through(chunks)).toBe(whole)
    }
  })

  it("loads the route manifest's module first when the script imports it (route discovery 'initial')", async () => {
    const withManifest = page.replace(routeModules, routeModules.replace(";\nimport * as route0", 'import "/assets/manifest.js";\nimport * as route0'))
    const script = moduleScript(await through([withManifest]))
    expect(script).not.toMatch(/^\s*import "/m)
    const order = ["await new Promise", 'await import("/assets/manifest.js");', 'const route0 = await import("/assets/root.js");']
    const positions = order.map((part) => script.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it("leaves other module scripts as they are", async () => {
    const other = '<script type="module">import * as a from "/assets/a.js";</script>'
    expect(await through([other])).toBe(other)
  })
})
