import { Icon } from "~/components/Icon"
import { sendContactMessage } from "~/features/contact/action.server"
import { ContactForm } from "~/features/contact/ContactForm"
import { Faq } from "~/features/contact/Faq"
import { pageMeta, siteFrom } from "~/lib/seo"
import { brand, businessAddress, phoneHref, shop } from "~/lib/shop"
import type { Route } from "./+types/contact"

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact",
    description: `Contact ${brand} in Rotterdam by email, phone, WhatsApp or the contact form.`,
    path: "/contact",
    site: siteFrom(matches),
  })

export async function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context)
}

export default function ContactRoute() {
  return (
    <div className="page container contact">
      <h1>Get In Touch</h1>
      <p className="contact__intro">Have a question about our products or your order? We would love to hear from you.</p>
      <div className="contact__layout">
        <section className="card contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Contact Details</h2>
          <dl>
            <div>
              <dt>
                <Icon name="pin" /> Address
              </dt>
              <dd>
                {shop.business.legalName}
                <br />
                {businessAddress}
              </dd>
            </div>
            <div>
              <dt>Company registration (KvK)</dt>
              <dd>{shop.business.chamberOfCommerce}</dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" /> Phone
              </dt>
              <dd>
                <a href={phoneHref}>{shop.business.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="chat" /> WhatsApp
              </dt>
              <dd>
                <a href={shop.social.whatsapp} rel="noopener noreferrer" target="_blank">
                  {shop.business.whatsapp}
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" /> Email
              </dt>
              <dd>
                <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" /> Business Hours
              </dt>
              <dd>
                <ul className="hours">
                  {shop.business.hours.map((entry) => (
                    <li key={entry.days}>
                      {entry.days}: {entry.time === "Closed" ? "closed" : entry.time}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>
        <ContactForm />
      </div>
      <Faq />
    </div>
  )
}
