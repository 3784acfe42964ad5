import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20260101000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "stripe_event" ("id" text not null, "type" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "stripe_event_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stripe_event_deleted_at" ON "stripe_event" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_event" cascade;`)
  }
}
