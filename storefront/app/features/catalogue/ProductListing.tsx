import type { ReactNode } from "react"
import { useSearchParams } from "react-router"
import { Icon } from "~/components/Icon"
import { REVEAL_DELAY_MS } from "~/lib/constants"
import type { CatalogueProduct } from "./product"
import { ProductCard } from "./ProductCard"
import { filterProducts, parseSortOrder, sortProducts, type ListingFilters, type SortOrder } from "./rules"
import { SortMenu } from "./SortMenu"
import { useT } from "~/i18n/i18n"

type Props = {
  catalogue: CatalogueProduct[]
  filters: ListingFilters
  renderAddToCart: (product: CatalogueProduct) => ReactNode
}

/** Search box, sort menu and the filtered, sorted cards, revealed one after another. */
export function ProductListing({ catalogue, filters, renderAddToCart }: Props) {
  const [params, setSearchParams] = useSearchParams()
  const sort = parseSortOrder(params)
  const t = useT()
  const products = sortProducts(filterProducts(catalogue, filters), sort)

  const setSearch = (search: string) =>
    setSearchParams(
      (params) => {
        if (search) params.set("search", search)
        else params.delete("search")
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  const setSort = (order: SortOrder) =>
    setSearchParams(
      (params) => {
        if (order === "default") params.delete("sort")
        else params.set("sort", order)
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  // A new key remounts the grid, which restarts the reveal animation whenever filters or sort change.
  const revealKey = `${filters.type}|${filters.category}|${filters.search}|${sort}`

  return (
    <>
      <div className="listing__controls">
        <div className="listing__search">
          <label htmlFor="listing-search" className="visually-hidden">
            {t("search.label")}
          </label>
          <Icon name="search" size={18} />
          <input
            id="listing-search"
            type="search"
            placeholder={t("search.placeholder")}
            value={filters.search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <SortMenu value={sort} onChange={setSort} />
      </div>
      {products.length === 0 ? (
        <div className="listing__empty">
          <p className="listing__empty-title">{t("listing.empty")}</p>
          <p>{t("listing.emptyHint")}</p>
        </div>
      ) : (
        <ul className="product-grid" key={revealKey}>
          {products.map((product, index) => (
            <li key={product.id} className="reveal" style={{ animationDelay: `${index * REVEAL_DELAY_MS}ms` }}>
              <ProductCard product={product} addToCart={renderAddToCart(product)} eager={index === 0} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <p className="listing__count" aria-live="polite">
        {t("listing.count", { shown: products.length, total: catalogue.length })}
      </p>
    </>
  )
}
