import { data, isRouteErrorResponse, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router"
import { Link } from "~/i18n/links"
import { Icon } from "~/components/Icon"
import { InfoCards, type InfoCard } from "~/components/InfoCards"
import { LanguageSuggestion } from "~/components/LanguageSuggestion"
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
import { BEST_SELLER_COUNT, FEATURED_COUNT, MARQUEE_REPEAT } from "~/lib/constants"
import { formatPriceShort } from "~/lib/format"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { shopRulesFrom } from "~/lib/shop-rules"
import { brand, phoneHref, shop } from "~/lib/shop"
import { DEFAULT_LOCALE, localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/home"
import { useT } from "~/i18n/i18n"
import { areaMessages, type Area } from "~/i18n/catalogues.server"

/** The message areas this page shows beyond the root's (the shell). */
const MESSAGE_AREAS: Area[] = ["forms", "cart-refusals"]

export async function loader({ params }: Route.LoaderArgs) {
  const locale = localeOfParams(params)
  const catalogue = await loadCatalogueOrNull(locale)
  return data({ catalogue, messages: areaMessages(locale, MESSAGE_AREAS) }, { status: catalogue ? 200 : 503 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeToNewsletter(request, context)
}

/** A newsletter sign-up changes nothing the page's catalogue shows: it is not read again after one. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  const freeShippingFrom = shopRulesFrom(matches)?.freeShippingFrom ?? null
  return pageMeta({
    title: brand,
    description:
      freeShippingFrom === null
        ? t("pages.home.description", { brand })
        : t("pages.home.descriptionFreeShipping", {
            brand,
            amount: formatPriceShort(siteFrom(matches)?.locale ?? DEFAULT_LOCALE, freeShippingFrom),
          }),
    path: "/",
    site: siteFrom(matches),
  })
}

// the cards' messages: home.<section>.<name>.title and .text
const WHAT_IS: Array<Pick<InfoCard, "icon"> & { name: string }> = [
  { icon: "mountain", name: "resin" },
  { icon: "flask", name: "minerals" },
  { icon: "bolt", name: "energy" },
  { icon: "shield", name: "strength" },
]

const WHY_CHOOSE: Array<Pick<InfoCard, "icon"> & { name: string }> = [
  { icon: "brain", name: "cognitive" },
  { icon: "bolt", name: "stamina" },
  { icon: "heart", name: "vitality" },
  { icon: "shield", name: "resilience" },
]

/** The claims of the marquee (their messages). */
const MARQUEE_CLAIMS = ["natural", "labTested", "ethical", "premium", "freeShipping"].map((name) => `home.marquee.${name}`)

export default function HomeRoute() {
  const { catalogue: initial } = useLoaderData<typeof loader>()
  const t = useT()
  const cards = (section: string, list: typeof WHAT_IS): InfoCard[] =>
    list.map(({ icon, name }) => ({ icon, title: t(`home.${section}.${name}.title`), text: t(`home.${section}.${name}.text`) }))
  return (
    <>
      <LanguageSuggestion />
      <Hero />
      <Marquee />
      <CardSection id="what-is" title={t("home.whatIs.title")} intro={t("home.whatIs.intro")} cards={cards("whatIs", WHAT_IS)} />
      <CardSection
        id="why-choose"
        title={t("home.whyChoose.title", { brand })}
        intro={t("home.whyChoose.intro")}
        cards={cards("whyChoose", WHY_CHOOSE)}
        tone="light"
      />
      <section className="shop-banner">
        <div className="container shop-banner__inner">
          <h2>{t("home.banner.title")}</h2>
          <Link to="/products" className="button button--gold">
            {t("home.banner.shopNow")}
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
  const t = useT()
  return (
    <section className="hero">
      <img className="hero__art" src="/images/hero-mountains.svg" alt="" width={1600} height={900} fetchPriority="high" />
      <div className="container hero__content">
        <h1>
          {t("home.hero.title")} <span className="hero__last-word">{t("home.hero.titleLastWord")}</span>
        </h1>
        <p className="hero__subtitle">{t("home.hero.subtitle")}</p>
        <div className="button-row">
          <Link to="/products" className="button button--gold">
            {t("home.hero.shopNow")}
          </Link>
          <Link to="/about" className="button button--ghost">
            {t("home.hero.learnMore")}
            <span className="visually-hidden"> {t("home.hero.learnMoreAbout")}</span>
          </Link>
        </div>
        <TrustBadges className="trust-badges trust-badges--hero" />
      </div>
      <a href="#marquee" className="hero__scroll">
        <span>{t("home.hero.scroll")}</span>
        <Icon name="arrowDown" size={18} />
      </a>
    </section>
  )
}

function Marquee() {
  const copies = Array.from({ length: MARQUEE_REPEAT }, (_, copy) => copy)
  const t = useT()
  return (
    <div className="marquee" id="marquee">
      <div className="marquee__track">
        {copies.map((copy) => (
          // Screen readers hear the claims once.
          <ul key={copy} className="marquee__set" aria-hidden={copy > 0 ? true : undefined}>
            {MARQUEE_CLAIMS.map((claim) => (
              <li key={claim}>{t(claim)}</li>
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
  const t = useT()
  return (
    <>
      <ProductStrip
        id="best-sellers"
        title={t("home.bestSellers")}
        loadingText={t("home.bestSellersLoading")}
        failed={failed}
        products={catalogue.data && products.slice(0, BEST_SELLER_COUNT)}
      />
      <ProductStrip
        id="featured"
        title={t("home.featured")}
        loadingText={t("home.featuredLoading")}
        failed={failed}
        products={catalogue.data && products.slice(BEST_SELLER_COUNT, BEST_SELLER_COUNT + FEATURED_COUNT)}
        footer={
          <Link to="/products" className="button button--outline">
            {t("home.viewAll")}
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
  const t = useT()
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {failed ? (
          <LoadFailure message={t("listing.failed")} />
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
  const t = useT()
  return (
    <section className="section section--light" aria-labelledby="connect-title">
      <div className="container connect">
        <h2 id="connect-title" className="section__title">
          {t("home.connect.title")}
        </h2>
        <p className="section__intro">{t("home.connect.intro")}</p>
        <ul className="connect__list">
          <li>
            <Icon name="mail" size={24} />
            <span>{t("home.connect.email")}</span>
            <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
          </li>
          <li>
            <Icon name="phone" size={24} />
            <span>{t("home.connect.phone")}</span>
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
          {t("home.connect.getInTouch")}
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
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <section className="page container">
      <LoadFailure message={t("listing.failed")} />
    </section>
  )
}
