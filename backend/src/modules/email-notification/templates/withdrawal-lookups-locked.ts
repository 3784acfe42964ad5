import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type WithdrawalLookupsLockedData = {
  display_id: number
  withdrawal_url: string
  shop_url: string
}

/** Someone entered wrong details for the buyer's order on the withdrawal page too often: the order is locked against guessing. */
export function withdrawalLookupsLocked(data: WithdrawalLookupsLockedData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: wrong details were entered for your order #${data.display_id}`
  const told = `Someone entered wrong details for your order #${data.display_id} on our withdrawal page several times. To keep your order safe, it can no longer be found by its details for a day; nobody has seen it.`
  const link = "If it was you, you can still withdraw from the order with your personal link:"
  const notYou = "If it was not you, you need not do anything."
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Wrong details for your order</h1>
<p>${escapeHtml(told)}</p>
<p>${escapeHtml(link)}</p>
<p><a href="${escapeHtml(data.withdrawal_url)}" style="display:inline-block;background:#2f4f2f;color:#ffffff;font-weight:bold;padding:12px 20px;border-radius:6px;text-decoration:none">Withdraw from order #${data.display_id}</a></p>
<p>${escapeHtml(notYou)}</p>
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  return transactionalEmail(subject, body, [
    "Wrong details for your order",
    "",
    told,
    "",
    link,
    data.withdrawal_url,
    "",
    notYou,
    "",
    questionsText(),
    "",
    data.shop_url,
  ])
}
