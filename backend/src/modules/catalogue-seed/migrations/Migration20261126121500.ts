import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * What `npm start` last prepared on this database, by key ("schema", "setup"): the fingerprint of
 * what the step depended on, so a warm restart skips the migrations and the setup when it did not
 * change (scripts/lib/start-state.mjs reads and writes it with plain SQL). Beside the seed's own
 * records: what the seed and the setup last did here. Kept as it was on a database where the start
 * script created it before this migration.
 */
export class Migration20261126121500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "shop_start_state" ("key" text not null, "value" text not null, constraint "shop_start_state_pkey" primary key ("key"));`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_start_state" cascade;`)
  }
}
