ALTER TABLE "fundraiser_groups" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD COLUMN "listed_in_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stand_events" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stand_events" ADD COLUMN "area_lat" real;--> statement-breakpoint
ALTER TABLE "stand_events" ADD COLUMN "area_lng" real;--> statement-breakpoint
ALTER TABLE "stand_events" ADD COLUMN "show_spot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraiser_groups" ADD CONSTRAINT "fundraiser_groups_slug_unique" UNIQUE("slug");--> statement-breakpoint
UPDATE "fundraiser_groups" SET "slug" = trim(both '-' from regexp_replace(lower("name" || '-' || split_part("city", ',', 1)), '[^a-z0-9]+', '-', 'g')) || '-' || substr(replace("id"::text, '-', ''), 1, 6) WHERE "slug" IS NULL;
