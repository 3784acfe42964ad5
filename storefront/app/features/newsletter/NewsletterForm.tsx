import { useRef, useState, type FormEvent } from "react"
import { firstErrorPerField } from "~/lib/form"
import { useShopRules } from "~/lib/shop-rules"
import { FALLBACK_ERROR, useSubscribeToNewsletter } from "./api"

export function NewsletterForm() {
  const [email, setEmail] = useState("")
  const [validationError, setValidationError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const subscribe = useSubscribeToNewsletter()
  const discountPercent = useShopRules()?.discountPercent

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const websiteField = event.currentTarget.elements.namedItem("website")
    const website = websiteField instanceof HTMLInputElement ? websiteField.value : undefined
    // The schema (and zod) load on first submit, keeping them out of the page's first JavaScript.
    const { newsletterSchema } = await import("./schema")
    const parsed = newsletterSchema.safeParse({ email })
    if (!parsed.success) {
      setValidationError(firstErrorPerField(parsed.error.issues).email ?? FALLBACK_ERROR)
      inputRef.current?.focus()
      return
    }
    setValidationError(null)
    // A filled honeypot goes to the backend, which drops the post quietly.
    subscribe.mutate(website ? { ...parsed.data, website } : parsed.data)
  }

  const subscribeAnother = () => {
    setEmail("")
    subscribe.reset()
    // The input is rendered again once the success view is gone.
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  const error = validationError ?? (subscribe.isError ? subscribe.error.message || FALLBACK_ERROR : null)

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <h2 id="newsletter-title">{discountPercent ? `Get ${discountPercent}% off your first purchase` : "Get a discount on your first purchase"}</h2>
        {subscribe.isSuccess ? (
          <div className="newsletter__success" role="status">
            <p className="newsletter__thanks">Thank You!</p>
            <p>Please check your inbox and confirm your subscription to our exclusive updates</p>
            <button type="button" className="button button--gold" onClick={subscribeAnother}>
              Subscribe Another Email
            </button>
          </div>
        ) : (
          <>
            <p>Join our newsletter for exclusive offers, new products and Shilajit tips.</p>
            <form className="newsletter__form" onSubmit={onSubmit} noValidate>
              <label htmlFor="newsletter-email" className="visually-hidden">
                Email address
              </label>
              <input
                ref={inputRef}
                id="newsletter-email"
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="Enter your email"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "newsletter-error" : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {error && (
                <p id="newsletter-error" className="form-error newsletter__error" role="alert">
                  {error}
                </p>
              )}
              <div className="visually-hidden" aria-hidden="true">
                <label htmlFor="newsletter-website">Leave this field empty</label>
                <input id="newsletter-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
              <button type="submit" className="button button--gold" disabled={subscribe.isPending}>
                {subscribe.isPending ? "Subscribing..." : "Subscribe"}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  )
}
