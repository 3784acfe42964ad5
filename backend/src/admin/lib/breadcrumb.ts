/**
 * A page's route handle with its breadcrumb, as Medusa's own pages have one (the admin's shell shows
 * the breadcrumbs of the matched routes' handles): `export const handle = breadcrumb(TITLE)`.
 */
export const breadcrumb = (label: string) => ({ breadcrumb: () => label })
