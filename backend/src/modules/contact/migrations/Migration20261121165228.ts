import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121165228 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "contact_message" ("id" text not null, "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "delivered_parts" integer not null default 0, "delivery_attempts" integer not null default 0, "delivered_at" timestamptz null, "next_attempt_at" timestamptz null, "last_delivery_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "contact_message_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_deleted_at" ON "contact_message" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_created_at" ON "contact_message" ("created_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_contact_message_delivered_at_next_attempt_at" ON "contact_message" ("delivered_at", "next_attempt_at") WHERE deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`)
  }
}
