/**
 * The storefront's one check of an email address before sending a form: local part, @, domain,
 * dot and a top-level part of at least 2 letters (the spec's newsletter rule, which also covers the
 * contact form's "basic address pattern"). The server validates again and has the last word: its
 * 400 names the field, and the forms show that text.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
