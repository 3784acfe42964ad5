import { loadCatalogue } from "~/features/catalogue/api.server"
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

export async function loader() {
  const catalogue = await loadCatalogue().catch(() => [])
  const paths = [...STATIC_PATHS, ...catalogue.map((product) => `/product/${product.handle}`)]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`).join("\n")
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}
