CREATE TABLE "game_guest_play_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"seed" bigint NOT NULL,
	"base_version" integer NOT NULL,
	"engine_state" jsonb NOT NULL,
	"last_batch" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guest_play_sessions_batch_nonneg" CHECK ("game_guest_play_sessions"."last_batch" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"total_coins" integer DEFAULT 0 NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"customers_served" integer DEFAULT 0 NOT NULL,
	"happy_customers" integer DEFAULT 0 NOT NULL,
	"satisfaction_total" integer DEFAULT 0 NOT NULL,
	"game_snapshot" jsonb,
	"game_version" integer DEFAULT 0 NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guests_totals_nonneg" CHECK ("game_guests"."total_coins" >= 0 AND "game_guests"."total_score" >= 0 AND "game_guests"."customers_served" >= 0 AND "game_guests"."satisfaction_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "achievements" ALTER COLUMN "requirement_type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "happy_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_guest_play_sessions" ADD CONSTRAINT "game_guest_play_sessions_guest_id_game_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."game_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_guest_play_sessions_guest_idx" ON "game_guest_play_sessions" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_guests_token_hash_idx" ON "game_guests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_guests_last_played_idx" ON "game_guests" USING btree ("last_played_at");--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_requirement_type" CHECK (requirement_type IN ('coins', 'score', 'customers', 'happy'));--> statement-breakpoint
DROP TYPE "public"."achievement_requirement";
--> statement-breakpoint
-- Hand-written: Crowd Pleaser counts happy customers (served with grade A or B) from now on.
UPDATE "achievements" SET "requirement_type" = 'happy', "description" = 'Serve 25 happy customers (graded A or B).' WHERE "id" = 'crowd-pleaser';
