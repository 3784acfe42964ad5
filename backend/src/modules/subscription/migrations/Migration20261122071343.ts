import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122071343 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "subscription_renewal" drop constraint if exists "subscription_renewal_subscription_id_period_unique";`,
    )
    this.addSql(`alter table if exists "subscription" drop constraint if exists "subscription_origin_order_id_unique";`)
    this.addSql(
      `create table if not exists "subscription" ("id" text not null, "status" text check ("status" in ('active', 'paused', 'cancelled')) not null default 'active', "email" text not null, "customer_name" text not null, "customer_id" text null, "origin_order_id" text not null, "region_id" text not null, "sales_channel_id" text null, "currency_code" text not null, "delivery" jsonb not null, "shipping_address" jsonb not null, "shipping_option_id" text null, "shipping_method_name" text not null, "shipping_amount" numeric not null, "payment" text check ("payment" in ('test', 'stripe')) not null default 'test', "started_at" timestamptz not null, "next_renewal_at" timestamptz null, "failed_attempts" integer not null default 0, "cancelled_at" timestamptz null, "stripe_subscription_id" text null, "raw_shipping_amount" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_origin_order_id_unique" ON "subscription" ("origin_order_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_subscription_deleted_at" ON "subscription" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_status_next_renewal_at" ON "subscription" ("status", "next_renewal_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_subscription_created_at" ON "subscription" ("created_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "subscription_renewal" ("id" text not null, "subscription_id" text not null, "period" text not null, "order_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_renewal_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_renewal_deleted_at" ON "subscription_renewal" ("deleted_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_renewal_subscription_id_period_unique" ON "subscription_renewal" ("subscription_id", "period") WHERE deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "subscription" cascade;`)

    this.addSql(`drop table if exists "subscription_renewal" cascade;`)
  }
}
