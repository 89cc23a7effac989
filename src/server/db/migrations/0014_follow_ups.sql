ALTER TABLE "interview_questions" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "follow_up_answer" text;