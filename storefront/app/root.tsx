import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { useEffect, useState, type ReactNode } from "react"
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  useNavigation,
} from "react-router"
import type { Route } from "./+types/root"
import { areaMessages, ROOT_AREAS } from "./i18n/catalogues.server"
import { I18nProvider, usePageI18n, useT } from "./i18n/i18n"
import { Link as LocaleLink } from "./i18n/links"
import { localeOfParams, splitLocalePath } from "./i18n/locales"
import { Footer } from "./components/Footer"
import { Header } from "./components/Header"
import { LoadingScreen } from "./components/LoadingScreen"
import { NotFound } from "./components/NotFound"
import { cartQueryKeys, type Cart } from "./lib/cart"
import { useCartItemCount } from "./lib/add-to-cart"
import { cartIdFromCookies, ServerCartIdContext } from "./lib/cart-id"
import { loadOpenCart } from "./lib/cart.server"
import { readRedirectedAnswer } from "./lib/form.server"
import { serverStore, shopRules, siteUrl } from "./lib/medusa.server"
import { metaT, pageMeta, siteFrom } from "./lib/seo"
import { ShopRulesContext } from "./lib/shop-rules"
import { StoreConnectionContext } from "./lib/store-connection"
import stylesheet from "./app.css?url"

// With a precedence the stylesheet is one React manages (React 19's stylesheet support): React writes
// it at the top of the <head>, ahead of the module preloads it hoists there from <Scripts>, so the
// browser asks for it before any script.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
]

/**
 * The public Store API connection (publishable key, region, the page's language) for the browser, the
 * shop's rules as the server enforces them, the site URL and language for meta tags, the messages of
 * the root's own screens in the page's language (the shell: each page's route sends its other areas),
 * and the accepted answer of a form a redirect brought the browser here with (useRouteForm; read once).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // an unknown language code is the language route's 404, shown in English
  const locale = localeOfParams(params)
  const site = { url: siteUrl, locale }
  const messages = areaMessages(locale, ROOT_AREAS)
  // a request with a cart cookie is personal (never cached): its page is rendered with the cart
  const cartId = cartIdFromCookies(request.headers.get("cookie"))
  const { formAnswer, headers } = await readRedirectedAnswer(request)
  try {
    const [{ connection }, rules, cart] = await Promise.all([serverStore(), shopRules(), cartId ? loadOpenCart(cartId, locale) : null])
    return data({ connection: { ...connection, locale }, rules, site, messages, formAnswer, ...serverCartState(cartId, cart) }, { headers })
  } catch (error) {
    console.error("Backend unreachable:", error instanceof Error ? error.message : error)
    // a page without the Store API connection is not kept by the page cache (or a CDN)
    const unreachable = new Headers(headers)
    unreachable.set("Cache-Control", "no-store")
    return data({ connection: null, rules: null, site, messages, formAnswer, ...serverCartState(null, null) }, { headers: unreachable })
  }
}

/** The cart read for this page, as the query cache's state that the page hydrates with (TanStack Query's SSR). */
function serverCartState(cartId: string | null, cart: Cart | null) {
  const queryClient = new QueryClient()
  if (cartId && cart) queryClient.setQueryData(cartQueryKeys.cart(cartId), cart)
  return { serverCartId: cart ? cartId : null, cartQueryState: dehydrate(queryClient) }
}

/**
 * The page's head when the root's error boundary shows (a language route's 404 for an unknown
 * code): the 404 page's title, or the error's. Every page's own meta replaces it otherwise.
 */
export const meta: Route.MetaFunction = ({ error, matches, location }) => {
  if (!error) return []
  const t = metaT(matches)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [
    ...pageMeta({
      title: notFound ? t("notFound.title") : t("error.title"),
      description: t("notFound.text"),
      path: location.pathname,
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

// The root's headers (no-store while the backend is unreachable) hold for every page under it.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

// The connection does not change while the page is open; 'Try Again' reloads the whole page.
export function shouldRevalidate() {
  return false
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root")
  // without the root's data (its loader failed), the language of the address and no root messages (keys show)
  const { pathname } = useLocation()
  const locale = root?.site.locale ?? splitLocalePath(pathname).locale
  // the messages of the root and of the page's routes, from their loaders
  const i18n = usePageI18n(locale)
  // Marks the page as interactive once it is hydrated, the page or the error screen (the end-to-end
  // tests wait for it): the effects of the whole tree run after the hydration's commit.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d36" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider value={i18n}>
          <SkipLink />
          {children}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function SkipLink() {
  const t = useT()
  return (
    <a href="#main" className="skip-link">
      {t("shell.skipToContent")}
    </a>
  )
}

export default function App() {
  const { connection, rules, serverCartId, cartQueryState } = useLoaderData<typeof loader>()
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }))
  return (
    <StoreConnectionContext.Provider value={connection}>
      <ShopRulesContext.Provider value={rules}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={cartQueryState}>
            <ServerCartIdContext.Provider value={serverCartId}>
              <Shell>
                <Outlet />
              </Shell>
            </ServerCartIdContext.Provider>
          </HydrationBoundary>
        </QueryClientProvider>
      </ShopRulesContext.Provider>
    </StoreConnectionContext.Provider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const cartCount = useCartItemCount()
  return (
    <>
      <Header cartCount={cartCount} />
      <main id="main">{children}</main>
      <Footer />
      <ListingLoadingScreen />
    </>
  )
}

/** The spec's full-screen loading screen while the product listing loads. */
function ListingLoadingScreen() {
  const navigation = useNavigation()
  const location = useLocation()
  const t = useT()
  const listing = (pathname: string) => splitLocalePath(pathname).path === "/products"
  const loadingListing = navigation.state === "loading" && listing(navigation.location.pathname) && !listing(location.pathname)
  return loadingListing ? <LoadingScreen text={t("listing.loading")} /> : null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const t = useT()
  if (!notFound) console.error(error)
  return (
    <>
      <Header cartCount={0} />
      <main id="main">
        {notFound ? (
          <NotFound />
        ) : (
          <section className="page container error-screen">
            <h1>{t("error.title")}</h1>
            <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : "500 Internal Server Error"}</p>
            <div className="button-row">
              <LocaleLink to="/" className="button button--primary" reloadDocument>
                {t("notFound.goHome")}
              </LocaleLink>
            </div>
            {/* A thrown error's own text and stack can name internals: shown while developing only. */}
            {import.meta.env.DEV && error instanceof Error && (
              <pre className="error-screen__details">
                {error.message}
                {"\n"}
                {error.stack}
              </pre>
            )}
          </section>
        )}
      </main>
      <Footer />
    </>
  )
}
