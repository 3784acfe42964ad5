/** A text field of a public form. */
export type TextField = { readonly label: string; readonly required: string; readonly max: number }
/** An e-mail address field: a text field with its message for a wrong shape. */
export type EmailField = TextField & { readonly invalid: string }

/** The public forms' fields, for the backend's validators and the storefront's schemas. */
export declare const FORM_FIELDS: {
  readonly contact: { readonly name: TextField; readonly email: EmailField; readonly subject: TextField; readonly message: TextField }
  readonly review: {
    readonly rating: { readonly invalid: string; readonly min: number; readonly max: number }
    readonly title: TextField
    readonly text: TextField
    readonly display_name: TextField
  }
  readonly withdrawal: {
    readonly name: TextField
    readonly order_number: { readonly required: string; readonly invalid: string }
    readonly email: EmailField
    readonly postal_code: TextField
  }
  readonly newsletter: { readonly email: EmailField }
  readonly signIn: { readonly email: EmailField; readonly code: { readonly label: string; readonly digits: number } }
}

/** The message of a text longer than its field allows. */
export declare function tooLong(field: { readonly label: string; readonly max: number }): string
