import { describe, expect, it } from "vitest"
import { PHOTO_WIDTHS, photoPreload, photoSources } from "./photo-sources"

const UPLOAD = "https://api.example.com/uploads/1700000000000-gold-grade-1.jpg"

describe("photoSources", () => {
  it("offers an uploaded photo at every width of the shop's list, as AVIF and WebP", () => {
    const sources = photoSources(UPLOAD)!
    expect(sources.avif.split(", ")).toEqual(PHOTO_WIDTHS.map((width) => `${UPLOAD}/${width}.avif ${width}w`))
    expect(sources.webp.split(", ")).toEqual(PHOTO_WIDTHS.map((width) => `${UPLOAD}/${width}.webp ${width}w`))
    expect(sources.fallback).toMatch(new RegExp(`^${UPLOAD}/\\d+\\.webp$`))
  })

  it("leaves alone what the backend does not resize: SVG, images elsewhere, URLs with a query", () => {
    expect(photoSources("https://api.example.com/uploads/1-drawing.svg")).toBeNull()
    expect(photoSources("https://cdn.example.com/photos/a.jpg")).toBeNull()
    expect(photoSources(`${UPLOAD}?v=2`)).toBeNull()
    expect(photoSources("/images/hero-mountains.svg")).toBeNull()
  })

  it("preloads only a resizable photo", () => {
    expect(photoPreload(UPLOAD, "100vw")).toEqual([
      expect.objectContaining({ rel: "preload", as: "image", type: "image/avif", imageSizes: "100vw", fetchPriority: "high" }),
    ])
    expect(photoPreload("https://api.example.com/uploads/1-drawing.svg", "100vw")).toEqual([])
    expect(photoPreload(undefined, "100vw")).toEqual([])
  })
})
