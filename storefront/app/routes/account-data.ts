import { downloadData } from "~/features/account/account.server"
import { localeOfParams } from "~/i18n/locales"
import type { Route } from "./+types/account-data"

/** "Download my data": the signed-in customer's account as a JSON file (a resource route: no page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return downloadData(request, context, localeOfParams(params))
}
