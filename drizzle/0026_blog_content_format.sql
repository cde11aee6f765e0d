CREATE TYPE "public"."blog_content_format" AS ENUM('markdown', 'html');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_format" "blog_content_format" DEFAULT 'html' NOT NULL;