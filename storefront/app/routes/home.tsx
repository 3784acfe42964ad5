import { data, isRouteErrorResponse, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router"
import { Link } from "~/i18n/links"
import { Icon } from "~/components/Icon"
import { InfoCards, type InfoCard } from "~/components/InfoCards"
import { LoadFailure } from "~/components/LoadFailure"
import { NotFound } from "~/components/NotFound"
import { TrustBadges } from "~/components/TrustBadges"
import { AddToCartButton } from "~/features/cart/AddToCartButton"
import { useCatalogue } from "~/features/catalogue/api"
import { loadCatalogueOrNull } from "~/features/catalogue/api.server"
import { defaultVariant, isSoldOut, type CatalogueProduct } from "~/features/catalogue/product"
import { ProductCard } from "~/features/catalogue/ProductCard"
import { subscribeToNewsletter } from "~/features/newsletter/action.server"
import { NewsletterForm } from "~/features/newsletter/NewsletterForm"
import { BEST_SELLER_COUNT, FEATURED_COUNT, MARQUEE_CLAIMS, MARQUEE_REPEAT } from "~/lib/constants"
import { pageMeta, siteFrom } from "~/lib/seo"
import { freeShippingText, shopRulesFrom } from "~/lib/shop-rules"
import { brand, phoneHref, shop } from "~/lib/shop"
import { localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/home"

export async function loader({ params }: Route.LoaderArgs) {
  const catalogue = await loadCatalogueOrNull(localeOfParams(params))
  return data({ catalogue }, { status: catalogue ? 200 : 503 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeToNewsletter(request, context)
}

/** A newsletter sign-up changes nothing the page's catalogue shows: it is not read again after one. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const freeShippingFrom = shopRulesFrom(matches)?.freeShippingFrom ?? null
  return pageMeta({
    title: brand,
    description: `${brand}: pure Himalayan Shilajit resin and herbal essentials. 100% natural, lab tested, ethically sourced${freeShippingFrom === null ? "" : `, ${freeShippingText(freeShippingFrom)}`}.`,
    path: "/",
    site: siteFrom(matches),
  })
}

const WHAT_IS: InfoCard[] = [
  {
    icon: "mountain",
    title: "Raw Himalayan Resin",
    text: "A dense, natural resin that seeps from high-altitude rock in the Himalayas over centuries.",
  },
  { icon: "flask", title: "Concentrated Minerals", text: "Rich in fulvic acid and over 85 trace minerals, in the form nature made them." },
  { icon: "bolt", title: "Pure Energy", text: "Valued for generations as a daily source of natural energy and stamina." },
  { icon: "shield", title: "Strength & Recovery", text: "A traditional companion for active days, training and recovery." },
]

const WHY_CHOOSE: InfoCard[] = [
  { icon: "brain", title: "Cognitive Function", text: "Minerals and fulvic acid that support focus and mental clarity." },
  { icon: "bolt", title: "Energy & Stamina", text: "Natural support for sustained energy throughout the day." },
  { icon: "heart", title: "Vitality", text: "A daily ritual for overall wellbeing and vitality." },
  { icon: "shield", title: "Resilience", text: "Helps your body keep up with the demands of a busy life." },
]

export default function HomeRoute() {
  const { catalogue: initial } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero />
      <Marquee />
      <CardSection id="what-is" title="What is Shilajit?" intro="Shilajit is one of nature's most remarkable substances." cards={WHAT_IS} />
      <CardSection
        id="why-choose"
        title={`Why Choose ${brand}?`}
        intro="Four reasons our customers make Shilajit part of their day."
        cards={WHY_CHOOSE}
        tone="light"
      />
      <section className="shop-banner">
        <div className="container shop-banner__inner">
          <h2>Experience the Purest Shilajit from the Himalayas</h2>
          <Link to="/products" className="button button--gold">
            SHOP NOW
          </Link>
        </div>
      </section>
      <HomeProducts initial={initial} />
      <ConnectWithUs />
      <NewsletterForm />
    </>
  )
}

function Hero() {
  return (
    <section className="hero">
      <img className="hero__art" src="/images/hero-mountains.svg" alt="" width={1600} height={900} fetchPriority="high" />
      <div className="container hero__content">
        <h1>
          Unlock the Power of Himalayan <span className="hero__last-word">Shilajit</span>
        </h1>
        <p className="hero__subtitle">
          Pure, lab-tested resin harvested by hand at altitude. Nature's most concentrated source of fulvic acid and trace minerals.
        </p>
        <div className="button-row">
          <Link to="/products" className="button button--gold">
            Shop Now
          </Link>
          <Link to="/about" className="button button--ghost">
            Learn More<span className="visually-hidden"> about us</span>
          </Link>
        </div>
        <TrustBadges className="trust-badges trust-badges--hero" />
      </div>
      <a href="#marquee" className="hero__scroll">
        <span>Scroll to explore</span>
        <Icon name="arrowDown" size={18} />
      </a>
    </section>
  )
}

function Marquee() {
  const copies = Array.from({ length: MARQUEE_REPEAT }, (_, copy) => copy)
  return (
    <div className="marquee" id="marquee">
      <div className="marquee__track">
        {copies.map((copy) => (
          // Screen readers hear the claims once.
          <ul key={copy} className="marquee__set" aria-hidden={copy > 0 ? true : undefined}>
            {MARQUEE_CLAIMS.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  )
}

function CardSection({
  id,
  title,
  intro,
  cards,
  tone = "plain",
}: {
  id: string
  title: string
  intro: string
  cards: InfoCard[]
  tone?: "plain" | "light"
}) {
  return (
    <section className={`section section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        <p className="section__intro">{intro}</p>
        <InfoCards cards={cards} />
      </div>
    </section>
  )
}

function HomeProducts({ initial }: { initial: CatalogueProduct[] | null }) {
  const catalogue = useCatalogue(initial)
  const failed = initial === null || catalogue.isError
  const products = catalogue.data ?? []
  return (
    <>
      <ProductStrip
        id="best-sellers"
        title="BEST SELLERS"
        loadingText="Loading best sellers..."
        failed={failed}
        products={catalogue.data && products.slice(0, BEST_SELLER_COUNT)}
      />
      <ProductStrip
        id="featured"
        title="OUR FEATURED PRODUCTS"
        loadingText="Loading featured products..."
        failed={failed}
        products={catalogue.data && products.slice(BEST_SELLER_COUNT, BEST_SELLER_COUNT + FEATURED_COUNT)}
        footer={
          <Link to="/products" className="button button--outline">
            View All Products
          </Link>
        }
      />
    </>
  )
}

type StripProps = {
  id: string
  title: string
  loadingText: string
  failed: boolean
  products: CatalogueProduct[] | undefined
  footer?: React.ReactNode
}

function ProductStrip({ id, title, loadingText, failed, products, footer }: StripProps) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {failed ? (
          <LoadFailure message="Failed to load products" />
        ) : !products ? (
          <p role="status">{loadingText}</p>
        ) : (
          <ul className="product-grid product-grid--few">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  addToCart={<AddToCartButton variantId={defaultVariant(product)?.id} soldOut={isSoldOut(product)} />}
                />
              </li>
            ))}
          </ul>
        )}
        {footer && !failed && <div className="section__footer">{footer}</div>}
      </div>
    </section>
  )
}

function ConnectWithUs() {
  return (
    <section className="section section--light" aria-labelledby="connect-title">
      <div className="container connect">
        <h2 id="connect-title" className="section__title">
          Connect With Us
        </h2>
        <p className="section__intro">Questions about our products or your order? We are happy to help.</p>
        <ul className="connect__list">
          <li>
            <Icon name="mail" size={24} />
            <span>Email</span>
            <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
          </li>
          <li>
            <Icon name="phone" size={24} />
            <span>Phone</span>
            <a href={phoneHref}>{shop.business.phone}</a>
          </li>
          <li>
            <Icon name="chat" size={24} />
            <span>WhatsApp</span>
            <a href={shop.social.whatsapp} rel="noopener noreferrer" target="_blank">
              {shop.business.whatsapp}
            </a>
          </li>
        </ul>
        <Link to="/contact" className="button button--primary">
          Get In Touch
        </Link>
      </div>
    </section>
  )
}

/**
 * The home page's data request failed on the way (a proxy's 502 during a deploy): the spec's load
 * failure, in the shop's own page, whose header keeps the cart. A 404 on the way is a page not found.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <section className="page container">
      <LoadFailure message="Failed to load products" />
    </section>
  )
}
