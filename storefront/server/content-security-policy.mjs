// The storefront's Content-Security-Policy. Scripts come from this origin, or inline with the nonce
// the page was rendered with (entry.server.tsx hands it to React Router and React): this response's
// own for a page rendered for its request, the one it was stored with for a page from the page
// cache (the same bytes for every shopper). Never by hashes of what a page holds: a script a
// shopper's text managed to put into a page would be hashed, and so allowed, with the others.

/**
 * Style attributes stay allowed: React renders `style={...}` props (reveal delays, rating stars) as
 * attributes; style sheets are ours only.
 *
 * @param {{ backendOrigin: string, nonce: string }} options the browser talks to the backend (Store
 *   API calls, product images); inline scripts by the nonce the page was rendered with
 */
export function contentSecurityPolicy({ backendOrigin, nonce }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${backendOrigin}`,
    `connect-src 'self' ${backendOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}
