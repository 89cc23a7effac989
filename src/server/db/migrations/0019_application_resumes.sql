ALTER TABLE "applications" ADD COLUMN "resume_file_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_content_type" text;