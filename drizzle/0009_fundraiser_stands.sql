CREATE TABLE "fundraiser_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"share_percent" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraiser_groups_share" CHECK ("fundraiser_groups"."share_percent" BETWEEN 0 AND 50),
	CONSTRAINT "fundraiser_groups_type" CHECK ("fundraiser_groups"."type" IN ('school', 'sports_team', 'church_youth_group', 'summer_camp', 'non_profit'))
);
--> statement-breakpoint
CREATE TABLE "fundraiser_stands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"registration_id" uuid,
	"group_id" uuid NOT NULL,
	"kid_first_name" text NOT NULL,
	"kid_last_initial" text NOT NULL,
	"parent_email" text NOT NULL,
	"goal_cents" integer DEFAULT 20000 NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"story_status" text DEFAULT 'none' NOT NULL,
	"photo_url" text,
	"photo_status" text DEFAULT 'none' NOT NULL,
	"consent_public" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraiser_stands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "fundraiser_stands_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "fundraiser_stands_goal" CHECK ("fundraiser_stands"."goal_cents" BETWEEN 0 AND 10000000),
	CONSTRAINT "fundraiser_stands_story_status" CHECK ("fundraiser_stands"."story_status" IN ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "fundraiser_stands_photo_status" CHECK ("fundraiser_stands"."photo_status" IN ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "fundraiser_stands_parent_email_lowercase" CHECK ("fundraiser_stands"."parent_email" = lower("fundraiser_stands"."parent_email"))
);
--> statement-breakpoint
CREATE TABLE "stand_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stand_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"place" text NOT NULL,
	"lat" real NOT NULL,
	"lng" real NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "kid_first_name" text;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "kid_last_initial" text;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "kid_age" integer;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "group_type" text;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "decision" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stand_id" uuid;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD CONSTRAINT "fundraiser_stands_registration_id_fundraiser_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."fundraiser_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD CONSTRAINT "fundraiser_stands_group_id_fundraiser_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fundraiser_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_events" ADD CONSTRAINT "stand_events_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_groups_identity" ON "fundraiser_groups" USING btree ("type",lower("name"),lower("city"));--> statement-breakpoint
CREATE INDEX "fundraiser_stands_parent_idx" ON "fundraiser_stands" USING btree ("parent_email");--> statement-breakpoint
CREATE INDEX "fundraiser_stands_group_idx" ON "fundraiser_stands" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "stand_events_stand_idx" ON "stand_events" USING btree ("stand_id","event_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_decision_idx" ON "fundraiser_registrations" USING btree ("decision","created_at");--> statement-breakpoint
CREATE INDEX "orders_stand_idx" ON "orders" USING btree ("stand_id");--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD CONSTRAINT "fundraiser_registrations_age_range" CHECK ("fundraiser_registrations"."kid_age" IS NULL OR "fundraiser_registrations"."kid_age" BETWEEN 8 AND 16);--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD CONSTRAINT "fundraiser_registrations_decision" CHECK ("fundraiser_registrations"."decision" IN ('pending', 'approved', 'declined'));