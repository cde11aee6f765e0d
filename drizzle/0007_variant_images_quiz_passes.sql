CREATE TABLE "quiz_passes" (
	"user_id" uuid NOT NULL,
	"quiz" text NOT NULL,
	"certificate_no" text NOT NULL,
	"participant_name" text NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_passes_user_id_quiz_pk" PRIMARY KEY("user_id","quiz"),
	CONSTRAINT "quiz_passes_certificate_no_unique" UNIQUE("certificate_no"),
	CONSTRAINT "quiz_passes_score" CHECK ("quiz_passes"."correct" >= 0 AND "quiz_passes"."correct" <= "quiz_passes"."total")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "quiz_passes" ADD CONSTRAINT "quiz_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;