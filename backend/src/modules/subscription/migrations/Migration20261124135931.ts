import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261124135931 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "subscription" add column if not exists "stripe_customer_id" text null;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_stripe_subscription_id" ON "subscription" ("stripe_subscription_id") WHERE deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_subscription_stripe_subscription_id";`)
    this.addSql(`alter table if exists "subscription" drop column if exists "stripe_customer_id";`)
  }
}
