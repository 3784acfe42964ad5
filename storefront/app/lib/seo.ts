import type { MetaDescriptor } from "react-router"
import { createI18n, pageMessages } from "~/i18n/i18n"
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocalePath, type Locale } from "~/i18n/locales"
import { brand } from "./shop"

/** The site's URL and the page's language (the root loader's `site`). */
export type Site = { url: string; locale: Locale }

type PageSeo = {
  title: string
  description: string
  /** Path of the page without query, e.g. /products (its English path or its path in the page's language) */
  path: string
  site: Site | undefined
  image?: string
  type?: "website" | "product"
}

/**
 * Title, description, canonical URL (the page in its language), its alternates in every language
 * (hreflang, English as x-default) and Open Graph tags of one page.
 */
export function pageMeta({ title, description, path, site, image, type = "website" }: PageSeo): MetaDescriptor[] {
  const fullTitle = title === brand ? brand : `${title} | ${brand}`
  const siteUrl = site?.url ?? ""
  const url = pageUrl(site, path)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(siteUrl, splitLocalePath(path).path).map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
    { property: "og:site_name", content: brand },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: site?.locale ?? DEFAULT_LOCALE },
    { name: "twitter:card", content: "summary" },
  ]
  if (image) tags.push({ property: "og:image", content: image })
  return tags
}

/** The full URL of a page (English path or not) in the page's language. */
export function pageUrl(site: Site | undefined, path: string): string {
  return `${site?.url ?? ""}${localePath(site?.locale ?? DEFAULT_LOCALE, splitLocalePath(path).path)}`
}

/** A page's URL in every language (hreflang), and the English one again as x-default. */
export function languageAlternates(siteUrl: string, englishPath: string): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map(({ code }) => ({ hrefLang: code, href: siteUrl + localePath(code, englishPath) })),
    { hrefLang: "x-default", href: siteUrl + localePath(DEFAULT_LOCALE, englishPath) },
  ]
}

/**
 * The translation function of a page's language for its meta function (titles, descriptions), from
 * the messages its routes' loaders sent (the root's and the page's own areas); English keys show
 * when the root's data is missing.
 */
export function metaT(matches: readonly [{ id: "root"; data?: { site?: Site } } | undefined, ...({ data?: unknown } | undefined)[]]) {
  return createI18n(matches[0]?.data?.site?.locale ?? DEFAULT_LOCALE, pageMessages(matches)).t
}

/**
 * Reads the site URL and language from the root loader's data, for meta functions of child routes:
 * React Router types a route's matches with the root's first. Its data is missing when the root loader failed.
 */
export function siteFrom(matches: readonly [{ id: "root"; data?: { site?: Site } } | undefined, ...unknown[]]): Site | undefined {
  return matches[0]?.data?.site
}
