import { useCallback, useEffect, useRef, useState } from "react"
import { useLocation, useNavigation, useSearchParams } from "react-router"
import { useT } from "~/i18n/i18n"
import { Form, Link, NavLink } from "~/i18n/links"
import { splitLocalePath } from "~/i18n/locales"
import { brand, categoryTitleKey, shop } from "~/lib/shop"
import { useDismiss } from "~/lib/use-dismiss"
import { Icon } from "./Icon"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { ModalDialog } from "./ModalDialog"

type HeaderProps = { cartCount: number }

const productLinks = {
  ours: [
    { to: "/products?category=shilajit", label: categoryTitleKey.shilajit },
    { to: "/products?category=essentials", label: categoryTitleKey.essentials },
  ],
  subscription: [{ to: "/products?type=subscription", label: "products.menu.monthlySubscription" }],
}

export function Header({ cartCount }: HeaderProps) {
  const location = useLocation()
  const t = useT()
  const isHome = splitLocalePath(location.pathname).path === "/"
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const navigation = useNavigation()
  const closeMenu = useCallback(() => setMenuOpen(false), [])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  // Any navigation closes the mobile menu, as soon as it starts (the menu would cover the loading screen).
  useEffect(() => setMenuOpen(false), [location])
  useEffect(() => {
    if (navigation.state !== "idle") setMenuOpen(false)
  }, [navigation.state])

  useEffect(() => {
    document.body.classList.toggle("no-scroll", menuOpen)
  }, [menuOpen])

  // Only the home page has the transparent-then-translucent header (desktop widths, in CSS).
  const className = ["header", isHome ? (scrolled ? "header--scrolled" : "header--transparent") : ""].filter(Boolean).join(" ")

  return (
    <header className={className}>
      <div className="header__inner">
        <Link to="/" className="header__logo">
          {brand}
        </Link>
        <nav className="header__nav" aria-label={t("nav.mainLabel")}>
          <NavLink to="/" end>
            {t("nav.home")}
          </NavLink>
          <ProductsDropdown />
          <NavLink to="/lab-tests">{t("nav.certification")}</NavLink>
          <NavLink to="/about">{t("nav.about")}</NavLink>
          <NavLink to="/contact">{t("nav.contact")}</NavLink>
        </nav>
        <div className="header__actions">
          <SearchBox id="header-search" className="header__search" />
          <LanguageSwitcher id="header-language" className="header__language" />
          <Link to="/account" className="header__account">
            {t("nav.account")}
          </Link>
          <CartLink count={cartCount} />
          <button
            type="button"
            className="header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t("menu.open")}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={26} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu cartCount={cartCount} onClose={closeMenu} />}
    </header>
  )
}

function CartLink({ count }: { count: number }) {
  const t = useT()
  return (
    <Link to="/checkout" className="header__cart" aria-label={t("cart.linkLabel", { count })}>
      <Icon name="cart" size={24} />
      {count > 0 && (
        <span className="header__badge" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}

function SearchBox({ id, className }: { id: string; className: string }) {
  const [params] = useSearchParams()
  const location = useLocation()
  const t = useT()
  const current = splitLocalePath(location.pathname).path === "/products" ? (params.get("search") ?? "") : ""
  return (
    <Form method="get" action="/products" role="search" className={className} key={current}>
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input id={id} name="search" type="search" placeholder={t("search.placeholder")} defaultValue={current} />
      <button type="submit" aria-label={t("search.submit")}>
        <Icon name="search" size={18} />
      </button>
    </Form>
  )
}

function ProductsDropdown() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  // A mouse click right after hovering in must not close the menu the hover just opened.
  const openedByHover = useRef(false)
  const close = useCallback(() => setOpen(false), [])
  const t = useT()

  useDismiss(ref, open, close)

  return (
    <div
      className="dropdown"
      ref={ref}
      onMouseEnter={() => {
        openedByHover.current = !open
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }}
    >
      <button
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls="products-menu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen((value) => !value)
        }}
      >
        {t("nav.products")} <Icon name="chevronDown" size={16} />
      </button>
      <div id="products-menu" className="dropdown__panel" hidden={!open}>
        <ProductGroups onNavigate={() => setOpen(false)} />
      </div>
    </div>
  )
}

function ProductGroups({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT()
  return (
    <>
      <div className="dropdown__group">
        <p className="dropdown__heading">{t("products.menu.ours")}</p>
        {productLinks.ours.map((link) => (
          <Link key={link.to} to={link.to} onClick={onNavigate}>
            {t(link.label, { brand })}
          </Link>
        ))}
      </div>
      <div className="dropdown__group">
        <p className="dropdown__heading">{t("products.menu.subscriptions")}</p>
        {productLinks.subscription.map((link) => (
          <Link key={link.to} to={link.to} onClick={onNavigate}>
            {t(link.label)}
          </Link>
        ))}
      </div>
    </>
  )
}

/** The full-screen menu: a modal dialog over the whole page, with the header's bar and a close button. */
function MobileMenu({ cartCount, onClose }: { cartCount: number; onClose: () => void }) {
  const t = useT()
  return (
    <ModalDialog id="mobile-menu" className="mobile-menu" label={t("menu.label")} onClose={onClose}>
      <div className="mobile-menu__bar">
        <p className="header__logo">{brand}</p>
        <button type="button" className="mobile-menu__close" aria-label={t("menu.close")} onClick={onClose}>
          <Icon name="close" size={26} />
        </button>
      </div>
      <SearchBox id="mobile-search" className="mobile-menu__search" />
      <nav aria-label={t("nav.mobileLabel")}>
        <Link to="/">{t("nav.home")}</Link>
        <Link to="/products">{t("nav.products")}</Link>
        <div className="mobile-menu__sub">
          <ProductGroups />
        </div>
        <Link to="/lab-tests">{t("nav.labTests")}</Link>
        <Link to="/about">{t("nav.about")}</Link>
        <Link to="/contact">{t("nav.contact")}</Link>
        <Link to="/account">{t("nav.account")}</Link>
        <Link to="/checkout">{t("menu.cart", { count: cartCount })}</Link>
      </nav>
      <LanguageSwitcher id="mobile-language" className="mobile-menu__language" />
      {/* the withdrawal function, prominent on a phone too (the footer's link is a long scroll away) */}
      <Link to="/withdrawal" className="mobile-menu__withdrawal">
        {t("withdrawal.link")}
      </Link>
      <SocialLinks />
    </ModalDialog>
  )
}

export function SocialLinks() {
  return (
    <div className="social">
      <a href={shop.social.instagram} aria-label="Instagram" rel="noopener noreferrer" target="_blank">
        <Icon name="instagram" size={22} />
      </a>
      <a href={shop.social.tiktok} aria-label="TikTok" rel="noopener noreferrer" target="_blank">
        <Icon name="tiktok" size={22} />
      </a>
    </div>
  )
}
