import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122033959 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "newsletter_subscription" add column if not exists "status" text check ("status" in ('pending', 'subscribed', 'unsubscribed')) not null default 'pending', add column if not exists "requested_at" timestamptz null, add column if not exists "request_ip" text null, add column if not exists "request_source" text null, add column if not exists "confirmation_sent_at" timestamptz null, add column if not exists "confirmed_at" timestamptz null, add column if not exists "confirmation_ip" text null;`,
    )
    // Addresses stored before double opt-in keep their state; their consent was never confirmed, which the record says.
    this.addSql(
      `update "newsletter_subscription" set "status" = case when "unsubscribed_at" is null then 'subscribed' else 'unsubscribed' end, "requested_at" = "created_at", "request_source" = 'signed up before double opt-in (not confirmed)' where "requested_at" is null;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscription_status_requested_at" ON "newsletter_subscription" ("status", "requested_at") WHERE deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_newsletter_subscription_status_requested_at";`)
    this.addSql(
      `alter table if exists "newsletter_subscription" drop column if exists "status", drop column if exists "requested_at", drop column if exists "request_ip", drop column if exists "request_source", drop column if exists "confirmation_sent_at", drop column if exists "confirmed_at", drop column if exists "confirmation_ip";`,
    )
  }
}
