import { MedusaService } from "@medusajs/framework/utils"
import { SeededProduct } from "./models/seeded-product"

export default class CatalogueSeedModuleService extends MedusaService({ SeededProduct }) {}
