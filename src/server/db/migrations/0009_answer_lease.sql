ALTER TABLE "interview_questions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Work in flight during the upgrade keeps the old rule: abandoned three minutes after the answer.
UPDATE "interview_questions" SET "lease_until" = "answered_at" + interval '3 minutes' WHERE "answer" IS NOT NULL AND "feedback" IS NULL;
