import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" add column if not exists "handled_at" timestamptz null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" drop column if exists "handled_at";`)
  }
}
