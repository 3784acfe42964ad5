import { MedusaService } from "@medusajs/framework/utils"
import { SeededProduct } from "./models/seeded-product"
import { SeededSetting } from "./models/seeded-setting"

export default class CatalogueSeedModuleService extends MedusaService({ SeededProduct, SeededSetting }) {}
