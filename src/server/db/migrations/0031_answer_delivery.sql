-- Issue 37: how a spoken answer was spoken (timing measured in the browser; no audio, no words).
ALTER TABLE "interview_questions" ADD COLUMN "delivery" jsonb;
