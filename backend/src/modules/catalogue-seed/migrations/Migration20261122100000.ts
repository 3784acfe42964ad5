import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "seeded_product" ("id" text not null, "handle" text not null, "data_hash" text not null, "images_hash" text not null, "texts" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "seeded_product_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_seeded_product_handle_unique" ON "seeded_product" ("handle") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_seeded_product_deleted_at" ON "seeded_product" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seeded_product" cascade;`)
  }
}
