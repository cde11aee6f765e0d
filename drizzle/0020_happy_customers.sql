ALTER TABLE "achievements" ALTER COLUMN "requirement_type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "game_guests" ADD COLUMN "happy_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "happy_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_requirement_type" CHECK (requirement_type IN ('coins', 'score', 'customers', 'happy'));--> statement-breakpoint
DROP TYPE "public"."achievement_requirement";
--> statement-breakpoint
UPDATE "achievements" SET "requirement_type" = 'happy', "description" = 'Serve 25 happy customers (graded A or B).' WHERE "id" = 'crowd-pleaser';
