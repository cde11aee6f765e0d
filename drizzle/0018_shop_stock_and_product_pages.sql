ALTER TABLE "product_variants" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
-- Existing products get a slug made from their name (lower case, words joined by hyphens); a name shared by several
-- products gets the start of the product's id after it, so each slug is unique.
UPDATE "products" AS p SET "slug" = CASE WHEN n.dupes > 1 THEN n.base || '-' || left(p."id"::text, 8) ELSE n.base END
FROM (
  SELECT "id", b.base, count(*) OVER (PARTITION BY b.base) AS dupes
  FROM "products", LATERAL (
    SELECT coalesce(nullif(trim(both '-' from lower(regexp_replace(replace("name", '''', ''), '[^a-zA-Z0-9]+', '-', 'g'))), ''), 'product') AS base
  ) AS b
) AS n WHERE n."id" = p."id";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_nonneg" CHECK ("product_variants"."stock_count" IS NULL OR "product_variants"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonneg" CHECK ("products"."stock_count" IS NULL OR "products"."stock_count" >= 0);