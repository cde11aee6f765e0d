ALTER TABLE "fundraiser_registrations" ADD COLUMN "group_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraiser_groups" ADD COLUMN "organizer_email" text;