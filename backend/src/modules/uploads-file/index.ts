import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import UploadsFileService from "./service"

export default ModuleProvider(Modules.FILE, { services: [UploadsFileService] })
