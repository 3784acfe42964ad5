import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"

/** The way on from a page that ends a visit's errand (an order, a link): the catalogue, and home where asked. */
export function ContinueShopping({ home = false }: { home?: boolean }) {
  const t = useT()
  return (
    <div className="button-row">
      <Link to="/products" className="button button--primary">
        {t("cartPage.continueShopping")}
      </Link>
      {home && (
        <Link to="/" className="button button--outline">
          {t("checkout.backToHome")}
        </Link>
      )}
    </div>
  )
}
