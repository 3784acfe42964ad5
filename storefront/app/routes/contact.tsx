import { useLocale, useT } from "~/i18n/i18n"
import { intlLocale, type Locale } from "~/i18n/locales"
import { Icon } from "~/components/Icon"
import { sendContactMessage } from "~/features/contact/action.server"
import { ContactForm } from "~/features/contact/ContactForm"
import { Faq } from "~/features/contact/Faq"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand, phoneHref, shop, useBusinessAddress } from "~/lib/shop"
import type { Route } from "./+types/contact"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return pageMeta({
    title: t("pages.contact.metaTitle"),
    description: t("pages.contact.metaDescription", { brand }),
    path: "/contact",
    site: siteFrom(matches),
  })
}

/** A time of the business hours (shop.config.json's "9:00 AM - 6:00 PM") as the language writes it: 09:00 - 18:00. */
function hoursIn(locale: Locale, time: string): string {
  if (locale === "en") return time
  const format = new Intl.DateTimeFormat(intlLocale(locale), { hour: "2-digit", minute: "2-digit", timeZone: "UTC" })
  return time.replace(/(\d{1,2}):(\d{2}) ?([AP]M)/g, (_, hour: string, minute: string, half: string) =>
    format.format(Date.UTC(2000, 0, 1, (Number(hour) % 12) + (half === "PM" ? 12 : 0), Number(minute))),
  )
}

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["pages", "contact", "forms"])

// Its loader sends only messages, the same while the page is open: a form's answer loads none again.
export function shouldRevalidate() {
  return false
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context)
}

export default function ContactRoute() {
  const t = useT()
  const locale = useLocale()
  const address = useBusinessAddress()
  return (
    <div className="page container contact">
      <h1>{t("pages.contact.title")}</h1>
      <p className="contact__intro">{t("pages.contact.intro")}</p>
      <div className="contact__layout">
        <section className="card contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t("pages.contact.details")}</h2>
          <dl>
            <div>
              <dt>
                <Icon name="pin" /> {t("pages.contact.address")}
              </dt>
              <dd>
                {shop.business.legalName}
                <br />
                {address}
              </dd>
            </div>
            <div>
              <dt>{t("pages.contact.registration")}</dt>
              <dd>{shop.business.chamberOfCommerce}</dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" /> {t("pages.contact.phone")}
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
                <Icon name="mail" /> {t("pages.contact.email")}
              </dt>
              <dd>
                <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" /> {t("pages.contact.hours")}
              </dt>
              <dd>
                <ul className="hours">
                  {shop.business.hours.map((entry) => (
                    <li key={entry.days}>
                      {t("pages.contact.dayHours", {
                        days: t(`pages.contact.days.${entry.days}`),
                        hours: entry.time === "Closed" ? t("pages.contact.closed") : hoursIn(locale, entry.time),
                      })}
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
