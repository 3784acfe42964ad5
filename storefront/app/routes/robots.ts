import { siteUrl } from "~/lib/medusa.server"

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /checkout", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n")
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
