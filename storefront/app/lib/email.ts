import * as z from "zod/mini"

/**
 * The storefront's one check of an email address before sending a form: zod's email pattern, the
 * one the server's form fields check with (local part, @, domain, a top-level part of at least 2
 * letters), so the storefront neither lets through nor refuses an address the server judges
 * otherwise. The server validates again and has the last word: its 400 names the field, and the
 * forms show that text.
 */
export const EMAIL_SHAPE = z.regexes.email
