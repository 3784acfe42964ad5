import { Link } from "react-router"
import { copyrightYears } from "~/lib/format"
import { brand, businessAddress, phoneHref, shop } from "~/lib/shop"
import { SocialLinks } from "./Header"
import { PaymentIcons } from "./PaymentIcons"

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__brand">
            {brand}
          </h2>
          <p>Pure Himalayan Shilajit and herbal essentials: 100% natural, lab tested and ethically sourced, shipped from Rotterdam.</p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/products">Products</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/shipping-policy">Shipping Policy</Link>
            </li>
            <li>
              <Link to="/refund-policy">Return Policy</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>{businessAddress}</p>
            <p>Chamber of Commerce (KvK): {shop.business.chamberOfCommerce}</p>
            <p>
              <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
            </p>
            <p>
              Phone: <a href={phoneHref}>{shop.business.phone}</a>
            </p>
            <p>
              WhatsApp:{" "}
              <a href={shop.social.whatsapp} rel="noopener noreferrer" target="_blank">
                {shop.business.whatsapp}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="container footer__withdrawal">
        <Link to="/withdrawal" className="footer__withdrawal-link">
          Withdraw from contract here
        </Link>
      </div>
      <div className="container footer__bottom">
        <p className="footer__disclaimer">
          Disclaimer: these statements have not been evaluated by any food or medicines authority. Our products are food supplements and are
          not intended to diagnose, treat, cure or prevent any disease. Consult your doctor before use if you are pregnant, nursing, taking
          medication or have a medical condition.
        </p>
        <PaymentIcons />
        <p className="footer__copyright">
          © {copyrightYears(new Date())} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
