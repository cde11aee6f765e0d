-- Search indexes keep new rows in their pending list (fastupdate) up to 256 kB, and the server moves the list into the
-- index every few seconds (clean_search_index_pending_lists), so a public write no longer pays for putting its text
-- into every trigram index at once. The same settings as a new index gets; nothing is rebuilt.
ALTER INDEX "users_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "products_name_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "products_slug_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "blog_posts_title_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "blog_posts_slug_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "blog_posts_author_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "events_title_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "events_location_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "featured_kids_name_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "contact_messages_name_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "contact_messages_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "contact_messages_message_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "event_bookings_name_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "event_bookings_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "event_bookings_location_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_registrations_kid_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_registrations_parent_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_registrations_city_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "kid_nominations_kid_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "kid_nominations_nominator_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "kid_nominations_nominator_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "newsletter_signups_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_stands_kid_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_stands_parent_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "fundraiser_stands_slug_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_number_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_customer_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_email_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "courses_title_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "lessons_title_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "profiles_display_name_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "audit_log_actor_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "audit_log_entity_id_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "audit_log_detail_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "mail_outbox_recipient_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "mail_outbox_subject_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
-- Moves every GIN index's pending list in this schema into the index; answers how many list pages it moved. One
-- statement per round of the server's upkeep, and cheap when the lists are empty (each index's first page is read).
CREATE FUNCTION clean_search_index_pending_lists() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  gin_index regclass;
  moved bigint := 0;
BEGIN
  FOR gin_index IN
    SELECT c.oid::regclass
    FROM pg_class c
    JOIN pg_am am ON am.oid = c.relam
    WHERE am.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace
  LOOP
    moved := moved + gin_clean_pending_list(gin_index);
  END LOOP;
  RETURN moved;
END;
$$;
