import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122034220 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "price_record" drop constraint if exists "price_record_variant_id_currency_code_kind_unique";`)
    this.addSql(
      `create table if not exists "price_record" ("id" text not null, "variant_id" text not null, "currency_code" text not null, "kind" text check ("kind" in ('base', 'sale')) not null, "amount" numeric not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "raw_amount" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "price_record_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_price_record_deleted_at" ON "price_record" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_price_record_variant_id_currency_code_started_at" ON "price_record" ("variant_id", "currency_code", "started_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_price_record_variant_id_currency_code_kind_unique" ON "price_record" ("variant_id", "currency_code", "kind") WHERE ended_at IS NULL AND deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "price_record" cascade;`)
  }
}
