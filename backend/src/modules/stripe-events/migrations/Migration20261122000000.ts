import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "checkout_refund" ("id" text not null, "cart_id" text null, "email" text null, "payment_intent" text not null, "amount" integer not null, "currency_code" text not null, "reason" text not null, "stripe_refund_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "checkout_refund_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_checkout_refund_deleted_at" ON "checkout_refund" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "checkout_refund" cascade;`)
  }
}
