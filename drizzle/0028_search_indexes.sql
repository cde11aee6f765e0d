CREATE INDEX "users_email_search_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_slug_search_idx" ON "products" USING gin ("slug" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "blog_posts_title_search_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "blog_posts_slug_search_idx" ON "blog_posts" USING gin ("slug" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "blog_posts_author_search_idx" ON "blog_posts" USING gin ("author" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_title_search_idx" ON "events" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_location_search_idx" ON "events" USING gin ("location" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "featured_kids_name_search_idx" ON "featured_kids" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contact_messages_name_search_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_email_search_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_message_search_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "event_bookings_created_idx" ON "event_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_bookings_name_idx" ON "event_bookings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "event_bookings_name_search_idx" ON "event_bookings" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "event_bookings_email_search_idx" ON "event_bookings" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "event_bookings_location_search_idx" ON "event_bookings" USING gin ("location" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_status_idx" ON "fundraiser_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_created_idx" ON "fundraiser_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_name_idx" ON "fundraiser_registrations" USING btree ("kid_name");--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_kid_search_idx" ON "fundraiser_registrations" USING gin ("kid_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_parent_search_idx" ON "fundraiser_registrations" USING gin ("parent_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_registrations_city_search_idx" ON "fundraiser_registrations" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "kid_nominations_status_idx" ON "kid_nominations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "kid_nominations_created_idx" ON "kid_nominations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kid_nominations_name_idx" ON "kid_nominations" USING btree ("kid_name");--> statement-breakpoint
CREATE INDEX "kid_nominations_kid_search_idx" ON "kid_nominations" USING gin ("kid_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "kid_nominations_nominator_search_idx" ON "kid_nominations" USING gin ("nominator_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "kid_nominations_nominator_email_search_idx" ON "kid_nominations" USING gin ("nominator_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "newsletter_signups_status_idx" ON "newsletter_signups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_signups_created_idx" ON "newsletter_signups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_signups_email_search_idx" ON "newsletter_signups" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_stands_created_idx" ON "fundraiser_stands" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fundraiser_stands_kid_idx" ON "fundraiser_stands" USING btree ("kid_first_name");--> statement-breakpoint
CREATE INDEX "fundraiser_stands_kid_search_idx" ON "fundraiser_stands" USING gin ("kid_first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_stands_parent_search_idx" ON "fundraiser_stands" USING gin ("parent_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fundraiser_stands_slug_search_idx" ON "fundraiser_stands" USING gin ("slug" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_number_search_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_search_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "courses_title_search_idx" ON "courses" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lessons_title_idx" ON "lessons" USING btree ("title");--> statement-breakpoint
CREATE INDEX "lessons_created_idx" ON "lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lessons_title_search_idx" ON "lessons" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_display_name_search_idx" ON "profiles" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_actor_search_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_search_idx" ON "audit_log" USING gin ("entity_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_detail_search_idx" ON "audit_log" USING gin (("detail"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_search_idx" ON "mail_outbox" USING gin ("recipient" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_search_idx" ON "mail_outbox" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=false);