CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_title_idx" ON "blog_posts" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "featured_kids_spotlight_idx" ON "featured_kids" USING btree (coalesce("spotlight_month", date '0001-01-01'));--> statement-breakpoint
CREATE INDEX "featured_kids_name_idx" ON "featured_kids" USING btree ("name");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "courses_order_idx" ON "courses" USING btree ("order_index");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");