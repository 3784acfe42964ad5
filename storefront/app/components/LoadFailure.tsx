import { useT } from "~/i18n/i18n"

/** The spec's failure block: a message and 'Try Again', which reloads the page. */
export function LoadFailure({ message }: { message: string }) {
  const t = useT()
  return (
    <div className="load-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t("failure.tryAgain")}
      </button>
    </div>
  )
}
