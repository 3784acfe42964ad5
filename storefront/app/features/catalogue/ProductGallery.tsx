import { useRef, useState } from "react"
import { Icon } from "~/components/Icon"
import { ModalDialog } from "~/components/ModalDialog"
import { Photo } from "~/components/Photo"
import { PHOTO_SIZES, THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { useT } from "~/i18n/i18n"

/** Main image with thumbnails; clicking the main image opens a zoomed overlay. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT()
  const [selected, setSelected] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  // the photo the page already shows, drawn large at once while the zoom's own file loads
  const [preview, setPreview] = useState<string | null>(null)
  const [largeLoaded, setLargeLoaded] = useState(false)
  const main = useRef<HTMLButtonElement>(null)
  const image = images[selected]
  const close = () => setZoomed(false)
  const zoom = () => {
    setPreview(main.current?.querySelector("img")?.currentSrc || null)
    setLargeLoaded(false)
    setZoomed(true)
  }

  if (!image) return null
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" ref={main} onClick={zoom} aria-label={t("gallery.zoom", { title })}>
        <Photo url={image} alt={title} width={600} height={600} sizes={PHOTO_SIZES.gallery} priority />
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={t("gallery.show", { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <Photo url={url} alt="" width={80} height={80} sizes="80px" widths={THUMBNAIL_WIDTHS} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        // A click beside the photo closes it, as do Escape and the button.
        <ModalDialog className="zoom-overlay" label={t("gallery.zoomed", { title })} onClose={close} closeOnBackdropClick>
          <button type="button" className="zoom-overlay__close" onClick={close} aria-label={t("gallery.close")}>
            <Icon name="close" size={28} />
          </button>
          <div className={`zoom-overlay__stage${largeLoaded ? " is-loaded" : ""}`}>
            {preview && !largeLoaded && <img className="zoom-overlay__preview" src={preview} alt="" data-testid="zoom-preview" />}
            <Photo url={image} alt={title} width={1200} height={1200} sizes={PHOTO_SIZES.zoom} onLoad={() => setLargeLoaded(true)} />
          </div>
        </ModalDialog>
      )}
    </div>
  )
}
