import { loadCatalogue } from "~/features/catalogue/api.server"
import { LOCALES, localePath } from "~/i18n/locales"
import { languageAlternates } from "~/lib/seo"
import { siteUrl } from "~/lib/medusa.server"

// Pages worth finding in a search engine (the cart and payment return pages are left out).
const STATIC_PATHS = [
  "/",
  "/products",
  "/products?category=shilajit",
  "/products?category=essentials",
  "/products?type=subscription",
  "/about",
  "/contact",
  "/lab-tests",
  "/privacy-policy",
  "/terms-of-service",
  "/shipping-policy",
  "/refund-policy",
]

/** Every page in every language, each with its alternates in the others (hreflang, as the pages' own links). */
export async function loader() {
  // the handles are the same in every language: the English catalogue names them
  const catalogue = await loadCatalogue("en").catch(() => [])
  const paths = [...STATIC_PATHS, ...catalogue.map((product) => `/product/${product.handle}`)]
  const urls = paths.flatMap((path) => {
    const alternates = languageAlternates(siteUrl, path)
      .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join("\n")
    return LOCALES.map(({ code }) => `  <url>\n    <loc>${escapeXml(siteUrl + localePath(code, path))}</loc>\n${alternates}\n  </url>`)
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}
