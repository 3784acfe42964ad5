import { TextPage } from "~/components/TextPage"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand, businessAddress, shop } from "~/lib/shop"
import type { Route } from "./+types/privacy-policy"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${brand} collects, uses and protects your personal data.`,
    path: "/privacy-policy",
    site: siteFrom(matches),
  })

export default function PrivacyPolicyRoute() {
  return (
    <TextPage title="Privacy Policy" updated="1 January 2025">
      <h2>1. Who we are</h2>
      <p>
        {shop.business.legalName} ("{brand}", "we"), {businessAddress}, registered with the Dutch Chamber of Commerce under number{" "}
        {shop.business.chamberOfCommerce}, is the controller of the personal data described here. You can reach us at{" "}
        <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>.
      </p>
      <h2>2. What we collect and why</h2>
      <ul>
        <li>
          Order data (name, delivery and billing address, email, phone, ordered products): to process and deliver your order and to meet our
          tax obligations.
        </li>
        <li>Payment data: payments are handled by our payment provider; we never see or store your full card details.</li>
        <li>Contact messages: your name, email address and message, to answer your question.</li>
        <li>
          Newsletter: your email address, only after you confirm your subscription, to send offers and news, and the proof of your consent
          (when and from which address you signed up and confirmed). You can unsubscribe at any time.
        </li>
        <li>
          Account: if you sign in, your email address, the one-time sign-in codes we send you (kept until used or expired), your saved
          addresses, and the orders and subscriptions of your address, so you can see and manage them. You can delete your account from the
          account page.
        </li>
        <li>
          Subscriptions: the products, delivery address and renewal dates of your subscription, to deliver and charge each month until you
          cancel; the charges are made by our payment provider.
        </li>
        <li>
          Reviews: your rating, title, text and the name you choose to show, linked to the order line you reviewed; checked by us before
          they are published with that name.
        </li>
        <li>
          Withdrawals: your statement, the order and items it covers and when we received it, as the law requires us to acknowledge and keep
          it.
        </li>
        <li>
          Technical data: a cookie that remembers your shopping cart and, once you sign in, one that keeps you signed in. We use no
          advertising or tracking cookies.
        </li>
      </ul>
      <h2>3. Legal grounds</h2>
      <p>
        We process order, account, subscription and withdrawal data to perform our contract with you (and withdrawals and invoices because
        the law requires it), newsletter data and published reviews with your consent, and contact messages on the basis of our legitimate
        interest in answering you.
      </p>
      <h2>4. How long we keep data</h2>
      <p>
        Order and invoice data are kept for seven years, as Dutch tax law requires. Contact messages are deleted two years after the last
        contact. Newsletter sign-ups that are not confirmed are deleted once their confirmation link has expired. When you unsubscribe, mail
        stops at once; we keep your address marked as unsubscribed, with the proof of your consent and the welcome code it received, so that
        each address gets one welcome code.
      </p>
      <h2>5. Who receives your data</h2>
      <p>
        Only the parties we need to run the shop: our payment provider, the parcel carrier that delivers your order, and our hosting and
        email providers. We do not sell your data.
      </p>
      <h2>6. Your rights</h2>
      <p>
        You may ask to see, correct, delete or receive your data, object to its use or withdraw your consent, by emailing{" "}
        {shop.business.email}. You may also complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).
      </p>
    </TextPage>
  )
}
