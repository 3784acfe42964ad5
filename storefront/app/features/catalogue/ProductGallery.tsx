import { useEffect, useRef, useState } from "react"
import { Icon } from "~/components/Icon"

/** Main image with thumbnails; clicking the main image opens a zoomed overlay. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const image = images[selected]

  useEffect(() => {
    if (!zoomed) return
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setZoomed(false)
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [zoomed])

  const close = () => {
    setZoomed(false)
    openerRef.current?.focus()
  }

  if (!image) return null
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" ref={openerRef} onClick={() => setZoomed(true)} aria-label={`Zoom image of ${title}`}>
        <img src={image} alt={title} width={600} height={600} fetchPriority="high" />
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        // A click beside the photo closes it; keyboards close it with Escape (listened for above) or the button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <div className="zoom-overlay" role="dialog" aria-modal="true" aria-label={`${title}, zoomed`} onClick={close}>
          <button type="button" className="zoom-overlay__close" ref={closeRef} onClick={close} aria-label="Close zoom">
            <Icon name="close" size={28} />
          </button>
          <img src={image} alt={title} width={1200} height={1200} />
        </div>
      )}
    </div>
  )
}
