import { useState } from "react"
import { Icon } from "~/components/Icon"
import { freeShippingText, useShopRules, type ShopRules } from "~/lib/shop-rules"

const questions = ({ freeShippingFrom, shippingCountries }: Pick<ShopRules, "freeShippingFrom" | "shippingCountries">) => [
  {
    question: "What makes our Shilajit unique?",
    answer:
      "Our Shilajit is harvested by hand at high altitude in Gilgit-Baltistan, purified with spring water and slowly sun-dried. Every batch is tested by an independent laboratory for purity and heavy metals, and nothing is added.",
  },
  {
    question: "What are the main benefits of Shilajit?",
    answer:
      "Shilajit is naturally rich in fulvic acid and contains over 85 trace minerals. Many people take it daily to support their energy, stamina and overall vitality as part of a balanced lifestyle.",
  },
  {
    question: "How long does it take to notice the benefits?",
    answer:
      "Everyone is different. Most customers take Shilajit daily for two to four weeks before judging how it fits their routine. Consistency matters more than the dose.",
  },
  {
    question: "Do you ship internationally?",
    answer: `Yes. We ship from Rotterdam to ${shippingCountries.length} countries across Europe, North and South America, Asia, Oceania, the Middle East and South Africa.${freeShippingFrom === null ? "" : ` We offer ${freeShippingText(freeShippingFrom)}.`}`,
  },
]

export function Faq() {
  const [open, setOpen] = useState<number | null>(null)
  const rules = useShopRules()
  const shipping = { freeShippingFrom: rules?.freeShippingFrom ?? null, shippingCountries: rules?.shippingCountries ?? [] }
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      {questions(shipping).map((item, index) => {
        const expanded = open === index
        return (
          <div className="faq__item" key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`faq-answer-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <Icon name={expanded ? "minus" : "plus"} size={18} />
              </button>
            </h3>
            <div id={`faq-answer-${index}`} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </section>
  )
}
