import { Transform } from "node:stream"
import { StringDecoder } from "node:string_decoder"

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g

/**
 * Marks the page's module preloads (React Router's `<Scripts>`, at the end of the body) as
 * `fetchpriority="low"`: the first paint needs none of them, and the photo the page shows first
 * should get the bandwidth before them. Lighthouse's simulation counts every high-priority script
 * that loaded before the first paint as holding that paint back, module scripts included
 * (GoogleChrome/lighthouse#17163), so with the default priority its FCP and LCP figures depended on
 * whether the scripts happened to finish before the paint on the unthrottled run.
 *
 * React's stream may cut a tag anywhere: a chunk's unfinished tag waits for the next chunk.
 */
export function lowPriorityModulePreloads() {
  const decoder = new StringDecoder("utf8")
  let held = ""
  const mark = (html: string) => html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk)
      const open = text.lastIndexOf("<")
      const cut = open > text.lastIndexOf(">") ? open : text.length
      held = text.slice(cut)
      callback(null, mark(text.slice(0, cut)))
    },
    flush(callback) {
      callback(null, mark(held + decoder.end()))
    },
  })
}
