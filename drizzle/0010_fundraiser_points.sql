CREATE TABLE "group_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_by" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_payouts_amount" CHECK ("group_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stand_point_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"awarded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_point_awards_kind" CHECK ("stand_point_awards"."kind" IN ('story', 'photo', 'video')),
	CONSTRAINT "stand_point_awards_points" CHECK ("stand_point_awards"."points" BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "stand_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stand_id" uuid NOT NULL,
	"order_id" uuid,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_ratings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "stand_ratings_stars" CHECK ("stand_ratings"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "stand_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stand_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"video_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_videos_platform" CHECK ("stand_videos"."platform" IN ('youtube', 'tiktok')),
	CONSTRAINT "stand_videos_status" CHECK ("stand_videos"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "stand_events" ADD COLUMN "sample_sales_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rating_token_hash" text;--> statement-breakpoint
ALTER TABLE "group_payouts" ADD CONSTRAINT "group_payouts_group_id_fundraiser_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fundraiser_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_payouts" ADD CONSTRAINT "group_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_point_awards" ADD CONSTRAINT "stand_point_awards_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_point_awards" ADD CONSTRAINT "stand_point_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_ratings" ADD CONSTRAINT "stand_ratings_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_ratings" ADD CONSTRAINT "stand_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_videos" ADD CONSTRAINT "stand_videos_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_payouts_group_idx" ON "group_payouts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "stand_point_awards_stand_idx" ON "stand_point_awards" USING btree ("stand_id");--> statement-breakpoint
CREATE INDEX "stand_ratings_stand_idx" ON "stand_ratings" USING btree ("stand_id");--> statement-breakpoint
CREATE INDEX "stand_videos_stand_idx" ON "stand_videos" USING btree ("stand_id");--> statement-breakpoint
CREATE INDEX "stand_videos_status_idx" ON "stand_videos" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rating_token_hash_unique" UNIQUE("rating_token_hash");--> statement-breakpoint
ALTER TABLE "stand_events" ADD CONSTRAINT "stand_events_sample_sales" CHECK ("stand_events"."sample_sales_cents" >= 0);