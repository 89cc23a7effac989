ALTER TABLE "applications" ADD COLUMN "origin_vacancy_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "origin_vacancy_id" uuid;--> statement-breakpoint
CREATE INDEX "applications_user_id_origin_vacancy_id_idx" ON "applications" USING btree ("user_id","origin_vacancy_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_id_origin_vacancy_id_idx" ON "saved_jobs" USING btree ("user_id","origin_vacancy_id");--> statement-breakpoint
-- Rows from before this migration: their vacancy, where it still exists.
UPDATE "applications" SET "origin_vacancy_id" = "vacancy_id" WHERE "origin_vacancy_id" IS NULL;--> statement-breakpoint
UPDATE "saved_jobs" SET "origin_vacancy_id" = "vacancy_id" WHERE "origin_vacancy_id" IS NULL;
