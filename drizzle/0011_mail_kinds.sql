ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'owed' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "held_by" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_created_idx" ON "mail_outbox" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('owed', 'confirmation'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_held_by_check" CHECK ("mail_outbox"."held_by" is null or "mail_outbox"."held_by" in ('recipient_cap', 'site_ceiling'));