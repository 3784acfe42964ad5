import type { MetaDescriptor } from "react-router"
import { brand } from "./shop"

type PageSeo = {
  title: string
  description: string
  /** Path of the page without query, e.g. /products */
  path: string
  siteUrl: string | undefined
  image?: string
  type?: "website" | "product"
}

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta({ title, description, path, siteUrl, image, type = "website" }: PageSeo): MetaDescriptor[] {
  const fullTitle = title === brand ? brand : `${title} | ${brand}`
  const url = `${siteUrl ?? ""}${path}`
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ]
  if (image) tags.push({ property: "og:image", content: image })
  return tags
}

/**
 * Reads the site URL from the root loader's data, for meta functions of child routes: React Router
 * types a route's matches with the root's first. Its data is missing when the root loader failed.
 */
export function siteUrlFrom(matches: readonly [{ id: "root"; data?: { siteUrl?: string } } | undefined, ...unknown[]]): string | undefined {
  return matches[0]?.data?.siteUrl
}
