import { Module } from "@medusajs/framework/utils"
import CatalogueSeedModuleService from "./service"

export const CATALOGUE_SEED_MODULE = "catalogue_seed"

export default Module(CATALOGUE_SEED_MODULE, { service: CatalogueSeedModuleService })
