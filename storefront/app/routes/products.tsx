import { data, isRouteErrorResponse, useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router"
import { Breadcrumb } from "~/components/Breadcrumb"
import { LoadFailure } from "~/components/LoadFailure"
import { LoadingScreen } from "~/components/LoadingScreen"
import { NotFound } from "~/components/NotFound"
import { AddToCartButton } from "~/features/cart/AddToCartButton"
import { useCatalogue } from "~/features/catalogue/api"
import { loadCatalogueOrNull } from "~/features/catalogue/api.server"
import { defaultVariant, isSoldOut } from "~/features/catalogue/product"
import { ProductListing } from "~/features/catalogue/ProductListing"
import { listingDescription, listingTitle, parseListingFilters } from "~/features/catalogue/rules"
import { pageMeta, siteFrom } from "~/lib/seo"
import { useShopRules } from "~/lib/shop-rules"
import { localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/products"

export async function loader({ params }: Route.LoaderArgs) {
  const catalogue = await loadCatalogueOrNull(localeOfParams(params))
  return data({ catalogue }, { status: catalogue ? 200 : 503 })
}

// Filters and search run in the browser on the loaded catalogue; changing them needs no server trip.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const title = listingTitle(parseListingFilters(new URLSearchParams(location.search)))
  return pageMeta({ title, description: listingDescription, path: "/products", site: siteFrom(matches) })
}

export default function ProductsRoute() {
  const { catalogue: initial } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const filters = parseListingFilters(params)
  const catalogue = useCatalogue(initial)
  const discountPercent = useShopRules()?.discountPercent

  return (
    <section className="page container listing">
      <Breadcrumb trail={[{ label: "Home", to: "/" }, { label: "Products" }]} />
      <h1>{listingTitle(filters)}</h1>
      {filters.type === "subscription" && discountPercent ? (
        <p className="banner-note">Get {discountPercent}% off on all subscription products!</p>
      ) : null}
      {catalogue.isError || initial === null ? (
        <LoadFailure message="Failed to load products" />
      ) : catalogue.data ? (
        <ProductListing
          catalogue={catalogue.data}
          filters={filters}
          renderAddToCart={(product) => <AddToCartButton variantId={defaultVariant(product)?.id} soldOut={isSoldOut(product)} />}
        />
      ) : (
        <LoadingScreen text="Harvesting Nature's Finest" />
      )}
    </section>
  )
}

/**
 * The listing's data request failed on the way (a proxy's 502 during a deploy): the spec's listing
 * failure, 'Failed to load products' with 'Try Again', in the shop's own page, whose header keeps
 * the cart. A 404 on the way is a page not found.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <section className="page container listing">
      <Breadcrumb trail={[{ label: "Home", to: "/" }, { label: "Products" }]} />
      <h1>{listingTitle(parseListingFilters(new URLSearchParams()))}</h1>
      <LoadFailure message="Failed to load products" />
    </section>
  )
}
