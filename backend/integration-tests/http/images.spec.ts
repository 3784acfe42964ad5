import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { storeUploadsAsPaths } from "../../src/lib/seed/upload-paths"
import { imageCacheDir } from "../../src/lib/image-variant"
import { settings } from "../../src/lib/settings"
import { uploadsDir } from "../../src/lib/uploads"
import { shopIntegrationTestRunner } from "../test-shop"

jest.setTimeout(240 * 1000)

const SELLER = { email: "images-seller@example.com", password: "images-seller-password" }

/**
 * A camera's photo as a seller uploads it: 4000 x 3000, JPEG at quality 92, 4-5 MB. Over a lit
 * backdrop and a dark jar with a gold lid lies detail at every scale (blobs of colour from 30 to
 * 250 px, then the sensor's grain): busier than any product shot, so the size asserted holds with
 * room for real photos.
 */
async function cameraPhoto() {
  const [width, height] = [4000, 3000]
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <radialGradient id="light" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#e9dcc4"/><stop offset="1" stop-color="#4a3a2a"/></radialGradient>
    <linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#120c08"/><stop offset=".45" stop-color="#5a3d22"/><stop offset="1" stop-color="#0c0805"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
    <rect x="1500" y="700" width="1000" height="1500" rx="120" fill="url(#glass)"/>
    <rect x="1450" y="500" width="1100" height="260" rx="40" fill="#c9a14a"/></svg>`
  const noise = (divisor: number, sigma: number) =>
    sharp({
      create: {
        width: Math.round(width / divisor),
        height: Math.round(height / divisor),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .png()
      .toBuffer()
  const detail = await Promise.all(
    [250, 62, 31].map(async (divisor) =>
      sharp(await noise(divisor, 40))
        .resize(width, height, { kernel: "cubic" })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  )
  const grain = await noise(1, 24)
  return sharp(Buffer.from(scene))
    .composite([...detail.map((input) => ({ input, blend: "overlay" as const })), { input: grain, blend: "soft-light" as const }])
    .removeAlpha()
    .jpeg({ quality: 92 })
    .toBuffer()
}

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let photoPath: string
    let originalBytes: number
    const anyStatus = { validateStatus: () => true }

    beforeAll(async () => {
      await ensureAdminUser(getContainer(), SELLER.email, SELLER.password)
      const { data: login } = await api.post("/auth/user/emailpass", SELLER)
      const seller = { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
      const photo = await cameraPhoto()
      originalBytes = photo.length
      const form = new FormData()
      form.append("files", new Blob([photo], { type: "image/jpeg" }), "camera photo.jpg")
      const { status, data } = await api.post("/admin/uploads", form, seller)
      expect(status).toBe(200)
      // stored as the upload's path on the backend, so it is served whatever BACKEND_URL becomes
      expect(data.files[0].url).toMatch(/^\/uploads\/\d+-camera%20photo\.jpg$/)
      photoPath = data.files[0].url
    })

    it("serves an uploaded 4000x3000 camera JPEG to a 375 px screen as a file under 60 KB, and keeps the original", async () => {
      expect(originalBytes).toBeGreaterThan(3_000_000)
      // the product photo spans the 375 px screen less the page's margins: 335 CSS px, 670 device
      // pixels on a phone's 2x screen, so the browser takes the 800 px candidate of the srcset
      for (const format of ["avif", "webp"]) {
        const { status, headers, data } = await api.get(`${photoPath}/800.${format}`, { ...anyStatus, responseType: "arraybuffer" })
        expect(status).toBe(200)
        expect(headers["content-type"]).toBe(`image/${format}`)
        expect(headers["cache-control"]).toMatch(/immutable/)
        const bytes = Buffer.from(data)
        expect(bytes.length).toBeLessThan(60 * 1024)
        const served = await sharp(bytes).metadata()
        expect([served.format, served.width, served.height]).toEqual([format === "avif" ? "heif" : "webp", 800, 600])
      }
      const original = await api.get(photoPath, { ...anyStatus, responseType: "arraybuffer" })
      expect(Buffer.from(original.data).length).toBe(originalBytes)
      expect(fs.statSync(path.join(uploadsDir(settings), path.basename(decodeURIComponent(photoPath)))).size).toBe(originalBytes)
    })

    it("resizes once: a repeat request is served from the cache folder under DATA_DIR", async () => {
      const first = await api.get(`${photoPath}/480.webp`, { ...anyStatus, responseType: "arraybuffer" })
      expect([first.status, first.headers["x-image-cache"]]).toEqual([200, "miss"])
      const cached = path.join(imageCacheDir(settings), `${path.basename(decodeURIComponent(photoPath))}.480.webp`)
      const madeAt = fs.statSync(cached).mtimeMs
      const again = await api.get(`${photoPath}/480.webp`, { ...anyStatus, responseType: "arraybuffer" })
      expect([again.status, again.headers["x-image-cache"]]).toEqual([200, "hit"])
      expect(Buffer.from(again.data).equals(fs.readFileSync(cached))).toBe(true)
      expect(fs.statSync(cached).mtimeMs).toBe(madeAt)
    })

    it("refuses widths and formats outside the fixed lists with a 400", async () => {
      for (const variant of [
        "801.webp",
        "4000.avif",
        "0.webp",
        "99999.webp",
        "800.png",
        "800.jpeg",
        "800.constructor",
        "800",
        "w800.webp",
        "800.webp.webp",
      ]) {
        const { status, data } = await api.get(`${photoPath}/${variant}`, anyStatus)
        expect([variant, status, data.type]).toEqual([variant, 400, "invalid_data"])
      }
    })

    it("never serves anything outside the uploads folder, nor an upload that is not a photo", async () => {
      fs.mkdirSync(settings.DATA_DIR, { recursive: true })
      fs.copyFileSync(
        path.join(uploadsDir(settings), path.basename(decodeURIComponent(photoPath))),
        path.join(settings.DATA_DIR, "outside.jpg"),
      )
      for (const file of [
        "..%2Foutside.jpg",
        "..%2F..%2Foutside.jpg",
        "%2E%2E%2Foutside.jpg",
        ".hidden.jpg",
        "..",
        "private-1-a.jpg%00.jpg",
      ]) {
        const { status } = await api.get(`/uploads/${file}/800.webp`, anyStatus)
        expect({ file, refused: status === 400 || status === 404 }).toEqual({ file, refused: true })
      }
      expect(fs.readdirSync(imageCacheDir(settings)).filter((name) => name.startsWith("outside"))).toEqual([])
      const missing = await api.get("/uploads/1-no-such-photo.jpg/800.webp", anyStatus)
      expect([missing.status, missing.data.type]).toEqual([404, "not_found"])

      fs.writeFileSync(path.join(uploadsDir(settings), "1-not-a-photo.jpg"), "<html>hello</html>")
      const unreadable = await api.get("/uploads/1-not-a-photo.jpg/800.webp", anyStatus)
      expect([unreadable.status, unreadable.data.type]).toEqual([422, "invalid_data"])
      const svg = await api.get("/uploads/1-drawing.svg/800.webp", anyStatus)
      expect([svg.status, svg.data.type]).toEqual([400, "invalid_data"])
    })

    it("the setup stores photos saved with a full URL of an older BACKEND_URL as their uploads' paths, and leaves other URLs alone", async () => {
      const container = getContainer()
      const older = `http://old-address.example:9000${photoPath}`
      const elsewhere = "https://cdn.example.com/uploads/1-a-jar.jpg"
      const missing = "http://old-address.example:9000/uploads/1-gone.jpg"
      const { result } = await createProductsWorkflow(container).run({
        input: {
          products: [
            {
              title: "A jar from before the move",
              options: [{ title: "Weight", values: ["50 g"] }],
              thumbnail: older,
              images: [{ url: older }, { url: elsewhere }, { url: missing }],
            },
          ],
        },
      })
      const read = async () => {
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({
          entity: "product",
          fields: ["thumbnail", "images.id", "images.url", "images.rank"],
          filters: { id: result[0].id },
        })
        return {
          thumbnail: data[0].thumbnail,
          images: [...data[0].images!].sort((a, b) => a!.rank - b!.rank).map((image) => ({ id: image!.id, url: image!.url })),
        }
      }
      const before = await read()
      expect(await storeUploadsAsPaths(container)).toBe(1)
      const after = await read()
      expect(after.thumbnail).toBe(photoPath)
      // the same image records, in the same order; only the uploads this shop holds are moved
      expect(after.images).toEqual([
        { id: before.images[0].id, url: photoPath },
        { id: before.images[1].id, url: elsewhere },
        { id: before.images[2].id, url: missing },
      ])
      expect((await api.get(after.thumbnail!, { ...anyStatus, responseType: "arraybuffer" })).status).toBe(200)
      // nothing left to move: a second run changes nothing
      expect(await storeUploadsAsPaths(container)).toBe(0)
    })
  },
})
