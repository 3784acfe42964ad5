import { LocalFileService } from "@medusajs/file-local"
import type { FileTypes } from "@medusajs/framework/types"
import { PRIVATE_FILES_PATH, uploadPath } from "../../lib/uploads"

/**
 * Medusa's local file provider, with one change: a public upload's URL is its path on the backend
 * (`/uploads/<name>`), not `${BACKEND_URL}/uploads/<name>`. Product images and thumbnails are stored
 * with that URL, so a shop moved to another address (BACKEND_URL) still shows every photo: the
 * admin loads them from its own origin, the storefront and Stripe put today's BACKEND_URL in front.
 * A private file's URL (an order export's, in the admin's notification) is the admin's download
 * route, which only a signed-in seller passes; the provider's own would point into the public uploads.
 */
export default class UploadsFileService extends LocalFileService {
  static identifier = "uploads"

  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    const uploaded = await super.upload(file)
    return file.access === "public" ? { ...uploaded, url: uploadPath(uploaded.key) } : uploaded
  }

  async getPresignedDownloadUrl(file: FileTypes.ProviderGetFileDTO): Promise<string> {
    const url = await super.getPresignedDownloadUrl(file)
    if (!file.fileKey.startsWith("private-")) return url
    return `${new URL(url).origin}${PRIVATE_FILES_PATH}/${encodeURIComponent(file.fileKey)}`
  }

  async getUploadStream(fileData: FileTypes.ProviderUploadStreamDTO) {
    const stream = await super.getUploadStream(fileData)
    if (fileData.access !== "public") return stream
    const url = uploadPath(stream.fileKey)
    return { ...stream, url, promise: stream.promise.then((result) => ({ ...result, url })) }
  }
}
