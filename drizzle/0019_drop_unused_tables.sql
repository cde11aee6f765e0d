DROP TABLE "fundraiser_leaders" CASCADE;--> statement-breakpoint
DROP TABLE "gallery_items" CASCADE;--> statement-breakpoint
DROP TABLE "stand_pins" CASCADE;--> statement-breakpoint
DROP TYPE "public"."gallery_type";