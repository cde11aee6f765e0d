ALTER TABLE "blog_likes" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "blog_likes_post_client_idx" ON "blog_likes" USING btree ("post_id","client_key");