import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import EmailCodeAuthProviderService from "./service"

export default ModuleProvider(Modules.AUTH, { services: [EmailCodeAuthProviderService] })
