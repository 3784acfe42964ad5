import fs from "node:fs"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { settings } from "../settings"
import { uploadPath, uploadsDir, UPLOADS_PATH } from "../uploads"

/** A full URL of one of this shop's uploads, as stored before they were stored as paths. */
const FULL_UPLOAD_URL = new RegExp(`^https?://[^/]+(?:/[^?#]*)?${UPLOADS_PATH}/([^/?#]+)$`)

/**
 * The path an image URL is stored as: a full URL of a file in this shop's uploads folder (one
 * stored with the BACKEND_URL of its day) becomes `/uploads/<name>`; any other URL stays.
 */
export function asUploadPath(url: string, uploads = uploadsDir(settings)): string {
  const name = FULL_UPLOAD_URL.exec(url)?.[1]
  if (!name) return url
  const file = decodeURIComponent(name)
  return !file.includes("/") && fs.existsSync(path.join(uploads, file)) ? uploadPath(file) : url
}

/**
 * Products whose photos were stored with a full `${BACKEND_URL}/uploads/...` URL get their uploads'
 * paths instead, so they are served whatever the backend's address becomes. Run by the setup.
 */
export async function storeUploadsAsPaths(container: MedusaContainer): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({ entity: "product", fields: ["id", "thumbnail", "images.id", "images.url"] })
  const updates = products.flatMap((product) => {
    const images = (product.images ?? []).filter((image) => image !== null)
    const thumbnail = product.thumbnail ? asUploadPath(product.thumbnail) : product.thumbnail
    const moved = images.some((image) => asUploadPath(image.url) !== image.url)
    if (!moved && thumbnail === product.thumbnail) return []
    return [
      { id: product.id, thumbnail, ...(moved ? { images: images.map((image) => ({ id: image.id, url: asUploadPath(image.url) })) } : {}) },
    ]
  })
  if (updates.length > 0) await updateProductsWorkflow(container).run({ input: { products: updates } })
  return updates.length
}
