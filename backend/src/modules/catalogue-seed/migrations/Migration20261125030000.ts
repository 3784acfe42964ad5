import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "seeded_setting" ("id" text not null, "key" text not null, "hash" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "seeded_setting_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_seeded_setting_key_unique" ON "seeded_setting" ("key") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_seeded_setting_deleted_at" ON "seeded_setting" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seeded_setting" cascade;`)
  }
}
