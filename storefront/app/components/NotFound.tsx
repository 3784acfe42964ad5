import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"

export function NotFound() {
  const t = useT()
  return (
    <section className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404 </span>
        {t("notFound.title")}
      </h1>
      <p>{t("notFound.text")}</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          {t("notFound.goHome")}
        </Link>
        <Link to="/products" className="button button--outline">
          {t("notFound.browseProducts")}
        </Link>
      </div>
    </section>
  )
}
