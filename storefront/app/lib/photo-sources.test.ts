import { describe, expect, it } from "vitest"
import { imageUrl, PHOTO_WIDTHS, photoPreload, photoSources } from "./photo-sources"

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
    expect(photoPreload(UPLOAD, "100vw")).toEqual([expect.objectContaining({ rel: "preload", as: "image", type: "image/avif", imageSizes: "100vw", fetchPriority: "high" })])
    expect(photoPreload("https://api.example.com/uploads/1-drawing.svg", "100vw")).toEqual([])
    expect(photoPreload(undefined, "100vw")).toEqual([])
  })

  it("puts the backend's public URL of today in front of an upload's stored path, and nothing else", () => {
    expect(imageUrl("/uploads/1700000000000-gold-grade-1.jpg", "https://api.example.com")).toBe(UPLOAD)
    expect(imageUrl("/uploads/1700000000000-gold-grade-1.jpg", "https://api.example.com/")).toBe(UPLOAD)
    expect(imageUrl("/uploads/1700000000000-gold-grade-1.jpg", "https://example.com/shop-api")).toBe("https://example.com/shop-api/uploads/1700000000000-gold-grade-1.jpg")
    // a URL stored whole (an older upload, a picture elsewhere) and the storefront's own pictures stay
    expect(imageUrl(UPLOAD, "https://new.example.com")).toBe(UPLOAD)
    expect(imageUrl("/images/hero-mountains.svg", "https://api.example.com")).toBe("/images/hero-mountains.svg")
    expect(imageUrl("/uploads/a.jpg", undefined)).toBe("/uploads/a.jpg")
  })
})
