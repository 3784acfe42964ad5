import { Link } from "react-router"
import { businessAddress, shop } from "~/lib/shop"

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller
 * from shop.config.json; the backend puts the same form in the order confirmation.
 */
export function ModelWithdrawalForm() {
  return (
    <section className="model-withdrawal-form" aria-labelledby="model-withdrawal-form">
      <h2 id="model-withdrawal-form">Model withdrawal form</h2>
      <p>(complete and return this form only if you wish to withdraw from the contract)</p>
      <ul>
        <li>
          To {shop.business.legalName}, {businessAddress}, e-mail {shop.business.email}:
        </li>
        <li>
          I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods
          (*)/for the provision of the following service (*),
        </li>
        <li>Ordered on (*)/received on (*),</li>
        <li>Name of consumer(s),</li>
        <li>Address of consumer(s),</li>
        <li>Signature of consumer(s) (only if this form is notified on paper),</li>
        <li>Date</li>
      </ul>
      <p>(*) Delete as appropriate.</p>
    </section>
  )
}

/** How to withdraw: the withdrawal function first, any other clear statement also counts. */
export function WithdrawalInformation() {
  return (
    <>
      <p>
        The quickest way is our online withdrawal function: <Link to="/withdrawal">Withdraw from contract here</Link>.
        Enter your name, order number and the e-mail address of the order, choose the items and confirm; we e-mail you an
        acknowledgement with the date and time we received it.
      </p>
      <p>
        You may also tell us by any other clear statement, for example by e-mail to{" "}
        <a href={`mailto:${shop.business.email}`}>{shop.business.email}</a> or by post to {shop.business.legalName},{" "}
        {businessAddress}, using the model withdrawal form below if you like (it is not obligatory). To meet the deadline
        it is enough to send your statement before the 14 days have passed.
      </p>
    </>
  )
}
