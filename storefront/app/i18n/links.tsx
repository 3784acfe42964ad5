import { forwardRef } from "react"
import * as Router from "react-router"
import { useLocale } from "./i18n"
import { localePath, type Locale } from "./locales"

/**
 * React Router's Link, NavLink and Form that keep the shopper in the page's language: an absolute
 * path (/products) goes to the same page in that language (/nl/products). Everything else is as
 * React Router's own.
 */
function localized<T extends Router.To | undefined>(locale: Locale, to: T): T {
  return (typeof to === "string" ? localePath(locale, to) : to) as T
}

export const Link = forwardRef<HTMLAnchorElement, Router.LinkProps>(function Link({ to, ...props }, ref) {
  return <Router.Link ref={ref} to={localized(useLocale(), to)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, Router.NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <Router.NavLink ref={ref} to={localized(useLocale(), to)} {...props} />
})

export const Form = forwardRef<HTMLFormElement, Router.FormProps>(function Form({ action, ...props }, ref) {
  return <Router.Form ref={ref} action={localized(useLocale(), action)} {...props} />
})

/** The path of a page in the page's language, for navigate() and hrefs. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  return (path) => localePath(locale, path)
}
