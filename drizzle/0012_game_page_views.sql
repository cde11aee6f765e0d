CREATE TABLE "game_page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"page" text NOT NULL,
	"day" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_page_views" ADD CONSTRAINT "game_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_page_views_user_page_day_idx" ON "game_page_views" USING btree ("user_id","page","day");--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "navigation_clock";