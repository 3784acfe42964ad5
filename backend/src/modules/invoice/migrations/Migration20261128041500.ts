import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Invoices kept as issued (their document and PDF), and credit notes. */
export class Migration20261128041500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "invoice" add column if not exists "document" jsonb null, add column if not exists "file_id" text null;`,
    )
    this.addSql(
      `create table if not exists "credit_note" ("id" text not null, "order_id" text not null, "invoice_id" text not null, "refund_id" text not null, "number" integer not null, "issued_at" timestamptz not null, "document" jsonb not null, "file_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "credit_note_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_refund_id_unique" ON "credit_note" ("refund_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_number_unique" ON "credit_note" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_order_id" ON "credit_note" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_deleted_at" ON "credit_note" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_note" cascade;`)
    this.addSql(`alter table if exists "invoice" drop column if exists "document", drop column if exists "file_id";`)
  }
}
