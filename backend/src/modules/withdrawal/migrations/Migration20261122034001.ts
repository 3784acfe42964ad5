import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122034001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "withdrawn_line" drop constraint if exists "withdrawn_line_line_item_id_unique";`)
    this.addSql(
      `create table if not exists "withdrawal" ("id" text not null, "order_id" text not null, "order_display_id" integer not null, "name" text not null, "email" text not null, "statement" jsonb not null, "received_at" timestamptz not null, "return_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "withdrawal_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_withdrawal_deleted_at" ON "withdrawal" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_withdrawal_order_id" ON "withdrawal" ("order_id") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "withdrawn_line" ("id" text not null, "withdrawal_id" text not null, "line_item_id" text not null, "quantity" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "withdrawn_line_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_withdrawn_line_line_item_id_unique" ON "withdrawn_line" ("line_item_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_withdrawn_line_deleted_at" ON "withdrawn_line" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "withdrawal" cascade;`)

    this.addSql(`drop table if exists "withdrawn_line" cascade;`)
  }
}
