import { absoluteUploadUrl, withAbsoluteUploadUrls } from "../uploads"

const PHOTO = "/uploads/1700000000000-gold-grade-1.jpg"

describe("absoluteUploadUrl", () => {
  it("puts the backend's public URL in front of an upload's stored path, and nothing else", () => {
    expect(absoluteUploadUrl(PHOTO, "https://api.example.com")).toBe(`https://api.example.com${PHOTO}`)
    expect(absoluteUploadUrl(PHOTO, "https://api.example.com/")).toBe(`https://api.example.com${PHOTO}`)
    expect(absoluteUploadUrl(PHOTO, "https://example.com/shop-api")).toBe(`https://example.com/shop-api${PHOTO}`)
    // a URL stored whole (an older upload, a picture elsewhere) and other paths stay
    expect(absoluteUploadUrl(`https://old.example.com${PHOTO}`, "https://api.example.com")).toBe(`https://old.example.com${PHOTO}`)
    expect(absoluteUploadUrl("/images/hero-mountains.svg", "https://api.example.com")).toBe("/images/hero-mountains.svg")
  })
})

describe("withAbsoluteUploadUrls", () => {
  it("makes thumbnails and images' URLs absolute at any depth, leaves every other field, and copies the answer", () => {
    const answer = {
      products: [
        { id: "prod_1", url: PHOTO, thumbnail: PHOTO, images: [{ id: "img_1", url: PHOTO }], variants: [{ images: [{ url: PHOTO }] }] },
      ],
      cart: { items: [{ thumbnail: PHOTO, title: PHOTO }, { thumbnail: null }] },
      count: 1,
    }
    const kept = structuredClone(answer)
    const at = (path: string) => `https://api.example.com${path}`
    expect(withAbsoluteUploadUrls(answer, "https://api.example.com")).toEqual({
      products: [
        {
          id: "prod_1",
          url: PHOTO,
          thumbnail: at(PHOTO),
          images: [{ id: "img_1", url: at(PHOTO) }],
          variants: [{ images: [{ url: at(PHOTO) }] }],
        },
      ],
      cart: { items: [{ thumbnail: at(PHOTO), title: PHOTO }, { thumbnail: null }] },
      count: 1,
    })
    expect(answer).toEqual(kept)
  })

  it("passes what is not a plain object through as it is", () => {
    const date = new Date(0)
    expect(withAbsoluteUploadUrls({ created_at: date }, "https://api.example.com")).toEqual({ created_at: date })
    expect(withAbsoluteUploadUrls("text", "https://api.example.com")).toBe("text")
    expect(withAbsoluteUploadUrls(null, "https://api.example.com")).toBeNull()
  })
})
