import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125022055 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "subscription_start" drop constraint if exists "subscription_start_order_id_unique";`)
    this.addSql(
      `create table if not exists "subscription_start" ("id" text not null, "order_id" text not null, "attempts" integer not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "reported_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_start_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_start_order_id_unique" ON "subscription_start" ("order_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_start_deleted_at" ON "subscription_start" ("deleted_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_start_next_attempt_at" ON "subscription_start" ("next_attempt_at") WHERE deleted_at IS NULL;`,
    )

    this.addSql(`alter table if exists "subscription" add column if not exists "skipped_renewal_at" timestamptz null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "subscription_start" cascade;`)

    this.addSql(`alter table if exists "subscription" drop column if exists "skipped_renewal_at";`)
  }
}
