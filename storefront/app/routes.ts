import { index, route, type RouteConfig } from "@react-router/dev/routes"

// Every page in every language: English at the spec's paths, the others under their code (/nl/...);
// the language route answers an unknown code with the 404 page.
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(":lang?", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("products", "routes/products.tsx"),
    route("product/:handle", "routes/product.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("lab-tests", "routes/lab-tests.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("checkout/details", "routes/checkout-details.tsx"),
    route("checkout/success", "routes/checkout-success.tsx"),
    route("checkout/cancel", "routes/checkout-cancel.tsx"),
    route("order", "routes/order.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("shipping-policy", "routes/shipping-policy.tsx"),
    route("refund-policy", "routes/refund-policy.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("review", "routes/review.tsx"),
    route("withdrawal", "routes/withdrawal.tsx"),
    route("subscription", "routes/subscription.tsx"),
    route("account", "routes/account.tsx"),
    route("account/sign-in", "routes/account-sign-in.tsx"),
    route("account/data", "routes/account-data.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig
