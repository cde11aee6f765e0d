CREATE TABLE "order_slots" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_slots_taken_nonneg" CHECK ("order_slots"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "allows_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_event_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_event_id_events_id_fk" FOREIGN KEY ("pickup_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_nonneg" CHECK ("orders"."delivery_fee_cents" >= 0);