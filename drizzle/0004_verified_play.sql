CREATE TABLE "game_play_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seed" bigint NOT NULL,
	"base_version" integer NOT NULL,
	"engine_state" jsonb NOT NULL,
	"last_batch" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_play_sessions_batch_nonneg" CHECK ("game_play_sessions"."last_batch" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "game_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "game_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "navigation_clock" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_play_sessions" ADD CONSTRAINT "game_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_play_sessions_user_idx" ON "game_play_sessions" USING btree ("user_id");