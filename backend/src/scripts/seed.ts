import { ExecArgs } from "@medusajs/framework/types"
import { seedShop } from "../lib/seed/seed-shop"

/** `npm run seed`: upserts the commerce setup and the catalogue from the seed workspace. */
export default async function seed({ container }: ExecArgs) {
  await seedShop(container)
}
