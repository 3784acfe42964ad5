import { Link } from "~/i18n/links"
import { businessAddress, shop } from "~/lib/shop"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"

const form = shop.modelWithdrawalForm
const addressee = form.addressee
  .replace("{legalName}", shop.business.legalName)
  .replace("{address}", businessAddress)
  .replace("{email}", shop.business.email)

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller:
 * the text is shop.config.json's, which the backend puts in the order confirmation too.
 */
export function ModelWithdrawalForm() {
  return (
    <section className="model-withdrawal-form" aria-labelledby="model-withdrawal-form">
      <h2 id="model-withdrawal-form">{form.heading}</h2>
      <p>{form.note}</p>
      <ul>
        {[addressee, ...form.lines].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{form.footnote}</p>
    </section>
  )
}

/** How to withdraw: the withdrawal function first, any other clear statement also counts. */
export function WithdrawalInformation() {
  return (
    <>
      <p>
        The quickest way is our online withdrawal function: <Link to="/withdrawal">Withdraw from contract here</Link>. Enter your name,
        order number, the e-mail address of the order and the postal code it was delivered to (or open the link in your order confirmation,
        which fills them in), choose the items and confirm; we e-mail you an acknowledgement with the date and time we received it.
      </p>
      <p>
        You may also tell us by any other clear statement, for example by e-mail to{" "}
        <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a> or by post to {shop.business.legalName}, {businessAddress},
        using the model withdrawal form below if you like (it is not obligatory). To meet the deadline it is enough to send your statement
        before the {WITHDRAWAL_PERIOD} have passed.
      </p>
    </>
  )
}
