import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isJsonObject } from "../lib/json-object"
import type { z } from "@medusajs/framework/zod"

/**
 * Guards of the public form routes (contact message, newsletter): a body that is a JSON object,
 * per-field errors the storefront shows under its fields, and a honeypot for bots.
 */

export const FORM_BODY_LIMIT = "16kb"
/** Hidden in the storefront's forms: people never fill it, form-filling bots do. */
export const HONEYPOT_FIELD = "website"

type FieldErrors = Record<string, string>

function firstErrorPerField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "body")
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * Validates the body with a zod schema (or the schema a function chooses for the body, for a form
 * filled in one of two ways): 400 `{message, errors: {field: text}}` on failure.
 */
export function validateForm(schemaOrChoice: z.ZodType | ((body: Record<string, unknown>) => z.ZodType)) {
  return function validateFormBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    if (!isJsonObject(req.body)) return next(new MedusaError(MedusaError.Types.INVALID_DATA, "The request body must be a JSON object."))
    const schema = typeof schemaOrChoice === "function" ? schemaOrChoice(req.body) : schemaOrChoice
    const parsed = schema.safeParse(req.body)
    if (!parsed.success) {
      // built here: a MedusaError's answer has no field errors, which the storefront shows under its fields
      const errors = firstErrorPerField(parsed.error.issues)
      res.status(400).json({ type: "invalid_data", message: Object.values(errors)[0], errors })
      return
    }
    req.validatedBody = parsed.data
    next()
  }
}

/** Answers a filled honeypot exactly like a success, so the bot learns nothing, and stores nothing. */
export function dropHoneypotPosts(successAnswer: { status: number; body: object }) {
  return function dropHoneypot(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const trap = isJsonObject(req.body) ? req.body[HONEYPOT_FIELD] : undefined
    if (typeof trap === "string" && trap.trim() !== "") {
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).info(`Dropped a bot post to ${req.path} (honeypot filled)`)
      res.status(successAnswer.status).json(successAnswer.body)
      return
    }
    next()
  }
}
