-- A column's default is dropped before its type changes and set again after: the old text default cannot be cast
-- to the enum on its own.
CREATE TYPE "public"."creativity_kind" AS ENUM('story', 'photo', 'video');
--> statement-breakpoint
CREATE TYPE "public"."fundraiser_group_type" AS ENUM('school', 'sports_team', 'church_youth_group', 'summer_camp', 'non_profit');
--> statement-breakpoint
CREATE TYPE "public"."moderation_state" AS ENUM('none', 'pending', 'approved', 'rejected');
--> statement-breakpoint
CREATE TYPE "public"."registration_decision" AS ENUM('pending', 'approved', 'declined');
--> statement-breakpoint
CREATE TYPE "public"."video_platform" AS ENUM('youtube', 'tiktok');
--> statement-breakpoint
CREATE TYPE "public"."mail_hold_reason" AS ENUM('recipient_cap', 'site_ceiling');
--> statement-breakpoint
CREATE TYPE "public"."mail_kind" AS ENUM('owed', 'confirmation');
--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'suppressed');
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" DROP CONSTRAINT "fundraiser_registrations_decision";
--> statement-breakpoint
ALTER TABLE "fundraiser_groups" DROP CONSTRAINT "fundraiser_groups_type";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" DROP CONSTRAINT "fundraiser_stands_story_status";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" DROP CONSTRAINT "fundraiser_stands_photo_status";
--> statement-breakpoint
ALTER TABLE "stand_point_awards" DROP CONSTRAINT "stand_point_awards_kind";
--> statement-breakpoint
ALTER TABLE "stand_videos" DROP CONSTRAINT "stand_videos_platform";
--> statement-breakpoint
ALTER TABLE "stand_videos" DROP CONSTRAINT "stand_videos_status";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_held_by_check";
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ALTER COLUMN "group_type" SET DATA TYPE "public"."fundraiser_group_type" USING "group_type"::"public"."fundraiser_group_type";
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ALTER COLUMN "decision" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ALTER COLUMN "decision" SET DATA TYPE "public"."registration_decision" USING "decision"::"public"."registration_decision";
--> statement-breakpoint
ALTER TABLE "fundraiser_registrations" ALTER COLUMN "decision" SET DEFAULT 'pending'::"public"."registration_decision";
--> statement-breakpoint
ALTER TABLE "fundraiser_groups" ALTER COLUMN "type" SET DATA TYPE "public"."fundraiser_group_type" USING "type"::"public"."fundraiser_group_type";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "story_status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "story_status" SET DATA TYPE "public"."moderation_state" USING "story_status"::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "story_status" SET DEFAULT 'none'::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "photo_status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "photo_status" SET DATA TYPE "public"."moderation_state" USING "photo_status"::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "fundraiser_stands" ALTER COLUMN "photo_status" SET DEFAULT 'none'::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "stand_point_awards" ALTER COLUMN "kind" SET DATA TYPE "public"."creativity_kind" USING "kind"::"public"."creativity_kind";
--> statement-breakpoint
ALTER TABLE "stand_videos" ALTER COLUMN "platform" SET DATA TYPE "public"."video_platform" USING "platform"::"public"."video_platform";
--> statement-breakpoint
ALTER TABLE "stand_videos" ALTER COLUMN "status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "stand_videos" ALTER COLUMN "status" SET DATA TYPE "public"."moderation_state" USING "status"::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "stand_videos" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."moderation_state";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."mail_status" USING "status"::"public"."mail_status";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."mail_status";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."mail_kind" USING "kind"::"public"."mail_kind";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DEFAULT 'owed'::"public"."mail_kind";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "held_by" SET DATA TYPE "public"."mail_hold_reason" USING "held_by"::"public"."mail_hold_reason";
--> statement-breakpoint
ALTER TABLE "stand_videos" ADD CONSTRAINT "stand_videos_status" CHECK ("stand_videos"."status" <> 'none');
