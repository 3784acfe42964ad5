import { CartScreen } from "~/features/cart/CartScreen"
import { readForm } from "~/lib/form.server"
import { cartPageAction } from "~/lib/promotion-code.server"
import { metaT, pageMeta, siteFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/checkout"
import { messagesLoader } from "~/i18n/catalogues.server"

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches)
  return [
    ...pageMeta({
      title: t("cartPage.title"),
      description: t("cartPage.description", { brand }),
      path: "/checkout",
      site: siteFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ]
}

/** The page's data: the message areas it shows beyond the root's (the shell). */
export const loader = messagesLoader(["checkout", "cart-refusals", "forms"])

// Its loader sends only messages, the same while the page is open: a form's answer loads none again.
export function shouldRevalidate() {
  return false
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context, await readForm(request))
}

export default function CheckoutRoute() {
  return <CartScreen />
}
