import { photoSources } from "~/lib/photo-sources"

type PhotoProps = {
  url: string
  alt: string
  /** The drawn size in CSS pixels (keeps the layout still while the photo loads). */
  width: number
  height: number
  /** How wide the layout draws it (PHOTO_SIZES); the browser picks the smallest file that is sharp. */
  sizes: string
  /** The page's largest photo: fetched first, never lazily. */
  priority?: boolean
  /** Candidate widths, when the photo is never drawn large (thumbnails). */
  widths?: readonly number[]
  /** Called once the browser has the photo's file (it may show a stand-in meanwhile). */
  onLoad?: () => void
}

/** A product photo: AVIF where the browser takes it, else WebP, at the layout's widths. */
export function Photo({ url, alt, width, height, sizes, priority = false, widths, onLoad }: PhotoProps) {
  const sources = photoSources(url, widths)
  const loading = priority ? "eager" : "lazy"
  const fetchPriority = priority ? "high" : undefined
  if (!sources)
    return (
      <img
        src={url}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onLoad={onLoad}
      />
    )
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        src={sources.fallback}
        srcSet={sources.webp}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onLoad={onLoad}
      />
    </picture>
  )
}
