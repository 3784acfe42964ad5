import { randomBytes } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import type { ImageFormat, ImageVariant } from "./image-variant"

/** Quality per format: a product photo at these settings shows no artefacts at its own size. */
const ENCODING: Record<ImageFormat, { quality: number; effort: number }> = {
  avif: { quality: 50, effort: 2 }, // effort 4 takes ten times as long for a few percent
  webp: { quality: 72, effort: 4 },
}
/** Resizes running at once: a burst of first requests queues instead of taking every core. */
const MAX_RESIZING = 2

// Each resize runs once; libvips' own operation cache would only hold originals we never read again.
sharp.cache(false)

export type CachedVariant = "hit" | "made" | "no original" | "unreadable"

const resizing = new Map<string, Promise<CachedVariant>>()

/**
 * Makes sure the resized copy is on disk: made once from the original, then read from the cache
 * folder (until the original changes). Two requests for the same copy share one resize.
 */
export async function cacheImageVariant(variant: ImageVariant): Promise<CachedVariant> {
  const original = await fs.stat(variant.original).catch(() => null)
  if (!original?.isFile()) return "no original"
  const cached = await fs.stat(variant.cached).catch(() => null)
  if (cached && cached.mtimeMs >= original.mtimeMs) return "hit"
  let job = resizing.get(variant.cached)
  if (!job) {
    job = inTurn(() => resize(variant)).finally(() => resizing.delete(variant.cached))
    resizing.set(variant.cached, job)
  }
  return job
}

async function resize(variant: ImageVariant): Promise<CachedVariant> {
  await fs.mkdir(path.dirname(variant.cached), { recursive: true })
  // Written aside and renamed: a reader never sees half a file, even with several processes.
  const temporary = `${variant.cached}.${randomBytes(6).toString("hex")}.tmp`
  try {
    await sharp(variant.original)
      .rotate() // the camera's orientation tag, applied before the tag is dropped
      .resize({ width: variant.width, withoutEnlargement: true })
      .toFormat(variant.format, ENCODING[variant.format])
      .toFile(temporary)
  } catch {
    await fs.rm(temporary, { force: true })
    return "unreadable"
  }
  await fs.rename(temporary, variant.cached)
  return "made"
}

let running = 0
const waiting: Array<() => void> = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RESIZING) running += 1
  else await new Promise<void>((start) => waiting.push(start)) // the finishing resize hands over its turn
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}
