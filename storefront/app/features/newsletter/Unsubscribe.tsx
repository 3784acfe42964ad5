import { Link } from "~/i18n/links"
import { useUnsubscribeFromNewsletter } from "./api"

/** The page behind every newsletter email's unsubscribe link: one click, no login. */
export function Unsubscribe({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeFromNewsletter()

  if (!token) {
    return (
      <section className="page container state-message">
        <h1>Unsubscribe</h1>
        <p role="alert">This unsubscribe link is not valid.</p>
      </section>
    )
  }

  return (
    <section className="page container state-message">
      <h1>Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <>
          <p role="status">You have been unsubscribed. You will not receive our newsletter any more.</p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              Go Home
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>Do you want to stop receiving our newsletter?</p>
          {unsubscribe.isError && (
            <p className="form-error" role="alert">
              {unsubscribe.error.message}
            </p>
          )}
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
