-- Each question is stored with what it asks for (story, method, open) and the offline template it
-- came from (issue 32), so an answer is read for its question's kind rather than a guess from the
-- wording. Older rows keep NULL and are read from their wording as before.
ALTER TABLE "interview_questions" ADD COLUMN "question_kind" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "template_id" text;