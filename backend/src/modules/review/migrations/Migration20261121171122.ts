import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121171122 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" drop constraint if exists "review_line_item_id_unique";`)
    this.addSql(`alter table if exists "product_rating" drop constraint if exists "product_rating_product_id_unique";`)
    this.addSql(
      `create table if not exists "product_rating" ("id" text not null, "product_id" text not null, "average" real not null, "count" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_rating_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_rating_product_id_unique" ON "product_rating" ("product_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_rating_deleted_at" ON "product_rating" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "review" ("id" text not null, "rating" integer not null, "title" text not null, "text" text not null, "display_name" text not null, "status" text check ("status" in ('pending', 'approved', 'rejected')) not null default 'pending', "product_id" text not null, "order_id" text not null, "line_item_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating BETWEEN 1 AND 5));`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_line_item_id_unique" ON "review" ("line_item_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_review_product_id_status_created_at" ON "review" ("product_id", "status", "created_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_status_created_at" ON "review" ("status", "created_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_rating" cascade;`)

    this.addSql(`drop table if exists "review" cascade;`)
  }
}
