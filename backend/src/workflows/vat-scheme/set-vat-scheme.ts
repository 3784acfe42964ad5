import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { VAT_SCHEME_METADATA_KEY, vatSchemeOf, type VatScheme } from "../../lib/books/eu-vat"
import { applyVatSchemeRates, restoreRates } from "../../lib/books/vat-tax-regions"

/** The store's VAT scheme in its metadata; the compensation puts the previous one back. */
const setStoreVatSchemeStep = createStep(
  "set-store-vat-scheme",
  async ({ scheme }: { scheme: VatScheme }, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "store", fields: ["id", "metadata"] })
    const store = data[0]
    const stores = container.resolve(Modules.STORE)
    await stores.updateStores(store.id, { metadata: { ...store.metadata, [VAT_SCHEME_METADATA_KEY]: scheme } })
    return new StepResponse({ previous: vatSchemeOf(store.metadata) }, { id: store.id, metadata: store.metadata ?? null })
  },
  async (before, { container }) => {
    if (before) await container.resolve(Modules.STORE).updateStores(before.id, { metadata: before.metadata ?? {} })
  },
)

/** Every EU tax region's rate under the scheme; the compensation puts the rates back as they were. */
const applyVatSchemeRatesStep = createStep(
  "apply-vat-scheme-rates",
  async ({ scheme }: { scheme: VatScheme }, { container }) => {
    const before = await applyVatSchemeRates(container, scheme)
    return new StepResponse({ countries: before.length }, before)
  },
  async (before, { container }) => {
    if (before) await restoreRates(container, before)
  },
)

/**
 * The seller's switch between VAT by the customer's country (OSS) and Dutch VAT on every EU sale (a
 * seller below the €10,000 threshold). Carts priced from now on get the scheme's rates; documents
 * already issued keep what they state.
 */
export const setVatSchemeWorkflow = createWorkflow("set-vat-scheme", (input: { scheme: VatScheme }) => {
  const store = setStoreVatSchemeStep({ scheme: input.scheme })
  const rates = applyVatSchemeRatesStep({ scheme: input.scheme })
  return new WorkflowResponse({ scheme: input.scheme, previous: store.previous, countries: rates.countries })
})
