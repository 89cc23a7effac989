-- Each answer is read once, as it is saved, and the whole reading is stored with the version it
-- was read with (issue 32): the feedback, the assessment and the cap of a model's score use it
-- while it is current. Older rows keep NULL and are read when needed, as before.
ALTER TABLE "interview_answer_attempts" ADD COLUMN "reading" jsonb;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "reading" jsonb;