ALTER TABLE "resumes" ADD COLUMN "original_path" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "score_before" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "score_after" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "mode" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_mode_known" CHECK ("resumes"."mode" in ('offline', 'ai'));--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_score_before_range" CHECK ("resumes"."score_before" between 0 and 100);--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_score_after_range" CHECK ("resumes"."score_after" between 0 and 100);