import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { copyrightYears } from "~/lib/format"
import { brand, businessAddress, phoneHref, shop } from "~/lib/shop"
import { SocialLinks } from "./Header"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { PaymentIcons } from "./PaymentIcons"

export function Footer() {
  const t = useT()
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__brand">
            {brand}
          </h2>
          <p>{t("footer.about")}</p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t("footer.quickLinks")}</h2>
          <ul>
            <li>
              <Link to="/">{t("nav.home")}</Link>
            </li>
            <li>
              <Link to="/products">{t("nav.products")}</Link>
            </li>
            <li>
              <Link to="/about">{t("nav.about")}</Link>
            </li>
            <li>
              <Link to="/contact">{t("nav.contact")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t("footer.policies")}</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">{t("footer.privacyPolicy")}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{t("footer.termsOfService")}</Link>
            </li>
            <li>
              <Link to="/shipping-policy">{t("footer.shippingPolicy")}</Link>
            </li>
            <li>
              <Link to="/refund-policy">{t("footer.returnPolicy")}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("nav.contact")}</h2>
          <address>
            <p>{businessAddress}</p>
            <p>{t("footer.chamberOfCommerce", { number: shop.business.chamberOfCommerce })}</p>
            <p>
              <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
            </p>
            <p>
              {t("footer.phone")} <a href={phoneHref}>{shop.business.phone}</a>
            </p>
            <p>
              {t("footer.whatsapp")}{" "}
              <a href={shop.social.whatsapp} rel="noopener noreferrer" target="_blank">
                {shop.business.whatsapp}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="container footer__withdrawal">
        <Link to="/withdrawal" className="footer__withdrawal-link">
          {t("withdrawal.link")}
        </Link>
      </div>
      <div className="container footer__bottom">
        <p className="footer__disclaimer">{t("footer.disclaimer")}</p>
        {/* in reach without JavaScript at every width (the mobile menu's needs it to open) */}
        <LanguageSwitcher id="footer-language" className="footer__language" />
        <PaymentIcons />
        <p className="footer__copyright">{t("footer.copyright", { years: copyrightYears(new Date()), brand })}</p>
      </div>
    </footer>
  )
}
