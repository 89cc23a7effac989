ALTER TABLE "tracked_applications" ADD COLUMN "cover_letter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD COLUMN "sent_resume_key" text;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD COLUMN "sent_resume_name" text;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD COLUMN "sent_resume_type" text;