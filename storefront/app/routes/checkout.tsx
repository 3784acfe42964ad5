import { CartScreen } from "~/features/cart/CartScreen"
import { pageMeta, siteUrlFrom } from "~/lib/seo"
import { brand } from "~/lib/shop"
import type { Route } from "./+types/checkout"

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: "Your Cart", description: `Your shopping cart at ${brand}.`, path: "/checkout", siteUrl: siteUrlFrom(matches) }),
  { name: "robots", content: "noindex" },
]

export default function CheckoutRoute() {
  return <CartScreen />
}
