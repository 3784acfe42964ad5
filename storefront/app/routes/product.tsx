import { useState } from "react"
import { data, isRouteErrorResponse, useLoaderData } from "react-router"
import { Link } from "~/i18n/links"
import { Breadcrumb } from "~/components/Breadcrumb"
import { NotFound } from "~/components/NotFound"
import { AddToCartButton } from "~/features/cart/AddToCartButton"
import { useCatalogue } from "~/features/catalogue/api"
import { loadCatalogue } from "~/features/catalogue/api.server"
import { FrequentlyBoughtTogether } from "~/features/catalogue/FrequentlyBoughtTogether"
import { defaultVariant, isSoldOut, type CatalogueProduct } from "~/features/catalogue/product"
import { ProductCard } from "~/features/catalogue/ProductCard"
import { ProductDetail } from "~/features/catalogue/ProductDetail"
import { frequentlyBoughtTogether, sameCategory } from "~/features/catalogue/rules"
import { loadProductReviewsOrNull } from "~/features/reviews/api.server"
import { ProductReviews } from "~/features/reviews/ProductReviews"
import type { ReviewPage } from "~/features/reviews/types"
import { DEFAULT_ADD_QUANTITY } from "~/lib/constants"
import { CURRENCY } from "order-summary"
import { PHOTO_SIZES, photoPreload } from "~/lib/photo-sources"
import { metaT, pageMeta, pageUrl, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import { localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/product"
import { useT, type WithMessages } from "~/i18n/i18n"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

type ProductPage = WithMessages &
  (
    | { state: "found"; catalogue: CatalogueProduct[]; product: CatalogueProduct; reviews: ReviewPage | null }
    | { state: "not-found" }
    | { state: "failed" }
  )

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["cart-refusals", "checkout"]

export async function loader({ params }: Route.LoaderArgs) {
  const locale = localeOfParams(params)
  const messages = areaMessages(locale, MESSAGE_AREAS)
  try {
    // The whole (small) catalogue: the page also needs its neighbours for FBT and You May Also Like.
    const catalogue = await loadCatalogue(locale)
    const product = catalogue.find((candidate) => candidate.handle === params.handle)
    if (!product) return data<ProductPage>({ state: "not-found", messages }, { status: 404 })
    const reviews = await loadProductReviewsOrNull(product.id)
    return data<ProductPage>({ state: "found", catalogue, product, reviews, messages })
  } catch (error) {
    console.error("Failed to load product:", error instanceof Error ? error.message : error)
    return data<ProductPage>({ state: "failed", messages }, { status: 503 })
  }
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => {
  const site = siteFrom(matches)
  if (page?.state !== "found") {
    const t = metaT(matches)
    const title = page?.state === "not-found" ? t("product.notFound") : t("product.metaTitle")
    return [
      ...pageMeta({ title, description: t("product.metaDescription", { brand }), path: location.pathname, site }),
      { name: "robots", content: "noindex" },
    ]
  }
  const { product } = page
  return [
    ...pageMeta({
      title: product.title,
      description: product.subtitle || product.description.slice(0, 155),
      path: `/product/${product.handle}`,
      site,
      image: product.images[0],
      type: "product",
    }),
    { "script:ld+json": productJsonLd(product, pageUrl(site, `/product/${product.handle}`)) },
    ...photoPreload(product.images[0], PHOTO_SIZES.gallery),
  ]
}

/** schema.org Product with one Offer per size; an AggregateRating only from real, approved reviews. */
function productJsonLd(product: CatalogueProduct, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    image: product.images,
    sku: product.handle,
    brand: { "@type": "Brand", name: brand },
    url,
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: variant.title,
      price: variant.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: variant.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    })),
    ...(product.rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.rating.average.toFixed(1),
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  }
}

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <div className="page">
      {page.state === "found" ? (
        <FoundProduct initialCatalogue={page.catalogue} initialProduct={page.product} initialReviews={page.reviews} />
      ) : page.state === "not-found" ? (
        <section className="container state-message">
          <h1>{t("product.notFound")}</h1>
          <Link to="/products" className="button button--primary">
            {t("product.backToProducts")}
          </Link>
        </section>
      ) : (
        <section className="container state-message" role="alert">
          <h1>{t("product.failed")}</h1>
        </section>
      )}
    </div>
  )
}

type FoundProductProps = { initialCatalogue: CatalogueProduct[]; initialProduct: CatalogueProduct; initialReviews: ReviewPage | null }

function FoundProduct({ initialCatalogue, initialProduct, initialReviews }: FoundProductProps) {
  const { data: catalogue = initialCatalogue } = useCatalogue(initialCatalogue)
  const product = catalogue.find((candidate) => candidate.id === initialProduct.id) ?? initialProduct
  const [partner] = frequentlyBoughtTogether(product, catalogue)
  const related = sameCategory(product, catalogue)
  // the size chosen on the page is the one Frequently Bought Together offers and adds
  const [chosenVariantId, setChosenVariantId] = useState<string>()
  const productVariant = product.variants.find((variant) => variant.id === chosenVariantId) ?? defaultVariant(product)
  const partnerVariant = partner && defaultVariant(partner)
  const t = useT()

  return (
    <>
      <div className="container">
        <Breadcrumb trail={[{ label: t("nav.home"), to: "/" }, { label: t("nav.products"), to: "/products" }, { label: product.title }]} />
        {/* key: a different product starts with its own size and quantity */}
        <ProductDetail
          key={product.id}
          product={product}
          onVariantChange={(variant) => setChosenVariantId(variant.id)}
          renderAddToCart={(variant, quantity) => (
            <AddToCartButton lines={[{ variantId: variant.id, quantity }]} soldOut={!variant.inStock} />
          )}
        />
      </div>
      <ProductReviews key={product.id} productId={product.id} initial={initialReviews} />
      {partner && productVariant && partnerVariant && (
        <FrequentlyBoughtTogether
          product={product}
          productVariant={productVariant}
          partner={partner}
          addBoth={
            <AddToCartButton
              label={t("product.addBoth")}
              lines={[
                { variantId: productVariant.id, quantity: DEFAULT_ADD_QUANTITY },
                { variantId: partnerVariant.id, quantity: DEFAULT_ADD_QUANTITY },
              ]}
              soldOut={isSoldOut(product) || isSoldOut(partner)}
            />
          }
        />
      )}
      {related.length > 0 && (
        <section className="container related" aria-labelledby="related-title">
          <h2 id="related-title">{t("product.related")}</h2>
          <ul className="product-grid">
            {related.map((other) => (
              <li key={other.id}>
                <ProductCard
                  product={other}
                  addToCart={<AddToCartButton variantId={defaultVariant(other)?.id} soldOut={isSoldOut(other)} />}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/**
 * The product's data request failed on the way (a proxy's 502 during a deploy): the spec's detail
 * failure, in the shop's own page, whose header keeps the cart. A 404 on the way is a page not found.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <div className="page">
      <section className="container state-message" role="alert">
        <h1>{t("product.failed")}</h1>
      </section>
    </div>
  )
}
