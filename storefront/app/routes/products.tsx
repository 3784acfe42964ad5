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
import { listingTitleKey, parseListingFilters } from "~/features/catalogue/rules"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import { useShopRules } from "~/lib/shop-rules"
import { localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/products"
import { useT } from "~/i18n/i18n"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["cart-refusals"]

export async function loader({ params }: Route.LoaderArgs) {
  const locale = localeOfParams(params)
  const catalogue = await loadCatalogueOrNull(locale)
  return data({ catalogue, messages: areaMessages(locale, MESSAGE_AREAS) }, { status: catalogue ? 200 : 503 })
}

// Filters and search run in the browser on the loaded catalogue; changing them needs no server trip.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFrom(matches)
  const t = metaT(matches)
  const title = t(listingTitleKey(parseListingFilters(new URLSearchParams(location.search))), { brand })
  return pageMeta({ title, description: t("listing.description", { brand }), path: "/products", site })
}

export default function ProductsRoute() {
  const { catalogue: initial } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const filters = parseListingFilters(params)
  const catalogue = useCatalogue(initial)
  const discountPercent = useShopRules()?.discountPercent
  const t = useT()

  return (
    <section className="page container listing">
      <Breadcrumb trail={[{ label: t("nav.home"), to: "/" }, { label: t("nav.products") }]} />
      <h1>{t(listingTitleKey(filters), { brand })}</h1>
      {filters.type === "subscription" && discountPercent ? (
        <p className="banner-note">{t("listing.subscriptionOff", { percent: discountPercent })}</p>
      ) : null}
      {catalogue.isError || initial === null ? (
        <LoadFailure message={t("listing.failed")} />
      ) : catalogue.data ? (
        <ProductListing
          catalogue={catalogue.data}
          filters={filters}
          renderAddToCart={(product) => <AddToCartButton variantId={defaultVariant(product)?.id} soldOut={isSoldOut(product)} />}
        />
      ) : (
        <LoadingScreen text={t("listing.loading")} />
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
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <section className="page container listing">
      <Breadcrumb trail={[{ label: t("nav.home"), to: "/" }, { label: t("nav.products") }]} />
      <h1>{t(listingTitleKey(parseListingFilters(new URLSearchParams())), { brand })}</h1>
      <LoadFailure message={t("listing.failed")} />
    </section>
  )
}
