import { z } from "@medusajs/framework/zod"
import { accountEmail } from "../../../lib/sign-in-code"
import { formEmail } from "../form-fields"

export const RequestSignInCodeSchema = z.object({
  email: formEmail({ required: "Email address cannot be empty", invalid: "Please enter a valid email address" }).transform(accountEmail),
})

export type RequestSignInCode = z.infer<typeof RequestSignInCodeSchema>
