ALTER TABLE "interview_questions" ADD COLUMN "recording_key" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "recording_type" text;