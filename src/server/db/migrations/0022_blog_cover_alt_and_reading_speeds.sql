ALTER TABLE "blog_posts" ADD COLUMN "cover_image_alt" text;--> statement-breakpoint
-- Reading times are now per language (228 words a minute in English, 184 in Russian): the list
-- measures every post again, once, the next time it shows it.
UPDATE "blog_posts" SET "reading_minutes" = NULL;
