/**
 * The start of the dashboard's own query keys of products: invalidating it reloads the product the
 * product page (and so every product widget) shows.
 */
export const DASHBOARD_PRODUCTS = "products"
