import { useState } from "react"
import { Icon } from "~/components/Icon"
import { useT } from "~/i18n/i18n"
import { useFormatPrice } from "~/lib/format"
import { useShopRules } from "~/lib/shop-rules"

// the questions' messages: pages.faq.<name>.question and .answer
const QUESTIONS = ["unique", "benefits", "howLong", "shipping"] as const

export function Faq() {
  const t = useT()
  const price = useFormatPrice({ short: true })
  const [open, setOpen] = useState<number | null>(null)
  const rules = useShopRules()
  const freeShippingFrom = rules?.freeShippingFrom ?? null
  const count = rules?.shippingCountries.length ?? 0
  const answers: Record<(typeof QUESTIONS)[number], string> = {
    unique: t("pages.faq.unique.answer"),
    benefits: t("pages.faq.benefits.answer"),
    howLong: t("pages.faq.howLong.answer"),
    shipping:
      freeShippingFrom === null
        ? t("pages.faq.shipping.answer", { count })
        : `${t("pages.faq.shipping.answer", { count })} ${t("pages.faq.shipping.free", { amount: price(freeShippingFrom) })}`,
  }
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{t("pages.faq.title")}</h2>
      {QUESTIONS.map((name, index) => {
        const expanded = open === index
        return (
          <div className="faq__item" key={name}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`faq-answer-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {t(`pages.faq.${name}.question`)}
                <Icon name={expanded ? "minus" : "plus"} size={18} />
              </button>
            </h3>
            <div id={`faq-answer-${index}`} className="faq__answer" hidden={!expanded}>
              <p>{answers[name]}</p>
            </div>
          </div>
        )
      })}
    </section>
  )
}
