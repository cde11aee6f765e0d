-- Sample content shipped made-up video ids and post addresses; a site shows a video or a link only where staff entered one.
UPDATE "stand_pins" SET "video_id" = '' WHERE "video_id" IN ('a7Qm2XfR9kL', 'Tz4pWc8nE1s', 'Lr6bYh3uQ0d', 'Vn9kGs5tJ2w');--> statement-breakpoint
UPDATE "instagram_posts" SET "url" = '' WHERE "url" IN ('https://www.instagram.com/p/DPcq7mYkT2x/', 'https://www.instagram.com/p/DQ4hLw2kR9b/', 'https://www.instagram.com/p/DO7tXe1kA4m/', 'https://www.instagram.com/p/DOqZ3vNkH8s/', 'https://www.instagram.com/p/DN9sKp4kW1e/', 'https://www.instagram.com/p/DNLm8rQk5Tz/');--> statement-breakpoint
UPDATE "gallery_items" SET "url" = '' WHERE "url" IN ('https://www.youtube.com/hashtag/flufffundraiser', 'https://www.tiktok.com/tag/flufffundraiser');
