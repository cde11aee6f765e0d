CREATE TABLE "course_certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name_on_certificate" text NOT NULL,
	"course_title" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_option" integer NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_quiz_questions_correct_option" CHECK ("course_quiz_questions"."correct_option" >= 0 AND "course_quiz_questions"."correct_option" < cardinality("course_quiz_questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "course_quiz_results" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	CONSTRAINT "course_quiz_results_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "course_quiz_results_score" CHECK ("course_quiz_results"."correct" >= 0 AND "course_quiz_results"."correct" <= "course_quiz_results"."total")
);
--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_questions" ADD CONSTRAINT "course_quiz_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_results" ADD CONSTRAINT "course_quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_results" ADD CONSTRAINT "course_quiz_results_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_user_course_idx" ON "course_certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_certificates_course_idx" ON "course_certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_quiz_questions_course_idx" ON "course_quiz_questions" USING btree ("course_id","order_index");