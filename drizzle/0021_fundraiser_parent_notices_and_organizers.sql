CREATE TABLE "stand_sale_notices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"stand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cents" integer NOT NULL,
	"in_digest" boolean DEFAULT false NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ADD COLUMN "group_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraiser_groups" ADD COLUMN "organizer_email" text;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD COLUMN "story_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD COLUMN "story_rejection_note" text;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD COLUMN "photo_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ADD COLUMN "photo_rejection_note" text;--> statement-breakpoint
ALTER TABLE "stand_videos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "stand_videos" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "stand_sale_notices" ADD CONSTRAINT "stand_sale_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_sale_notices" ADD CONSTRAINT "stand_sale_notices_stand_id_fundraiser_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."fundraiser_stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_sale_notices" ADD CONSTRAINT "stand_sale_notices_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stand_sale_notices_stand_day_idx" ON "stand_sale_notices" USING btree ("stand_id","day");