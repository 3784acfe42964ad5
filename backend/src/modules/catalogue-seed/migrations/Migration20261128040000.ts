import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The seed's record of a product holds the fingerprint of every field it writes (prices, sale
 * prices, variants, texts, images), no longer of the texts alone: the column is named for that.
 */
export class Migration20261128040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "seeded_product" rename column "texts" to "fields";`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "seeded_product" rename column "fields" to "texts";`)
  }
}
