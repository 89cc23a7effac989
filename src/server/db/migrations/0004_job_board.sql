CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vacancy_id" uuid,
	"vacancy_title" text NOT NULL,
	"vacancy_company" text NOT NULL,
	"cover_letter" text,
	"resume_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('pending', 'reviewed', 'interview', 'offer', 'hired', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "saved_jobs" DROP CONSTRAINT "saved_jobs_vacancy_id_vacancies_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "vacancy_id" DROP NOT NULL;--> statement-breakpoint
-- Saved jobs keep a copy of their vacancy. Rows saved before this migration get theirs from the
-- vacancy they point at (the old foreign key cascaded, so every one still has it).
ALTER TABLE "saved_jobs" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "description" text;--> statement-breakpoint
UPDATE "saved_jobs" SET "title" = "vacancies"."title", "company" = "vacancies"."company", "location" = "vacancies"."location", "salary_min" = "vacancies"."salary_min", "salary_max" = "vacancies"."salary_max", "currency" = "vacancies"."currency", "description" = "vacancies"."description" FROM "vacancies" WHERE "vacancies"."id" = "saved_jobs"."vacancy_id";--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "company" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "location" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "salary_min" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "salary_max" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "company") || to_tsvector('russian'::regconfig, "title" || ' ' || "company" || ' ' || "location" || ' ' || "description" || ' ' || "requirements")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_id_vacancy_id_idx" ON "applications" USING btree ("user_id","vacancy_id");--> statement-breakpoint
CREATE INDEX "applications_vacancy_id_applied_at_idx" ON "applications" USING btree ("vacancy_id","applied_at");--> statement-breakpoint
CREATE INDEX "applications_user_id_applied_at_idx" ON "applications" USING btree ("user_id","applied_at");--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_jobs_vacancy_id_idx" ON "saved_jobs" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "vacancies_status_salary_max_idx" ON "vacancies" USING btree ("status","salary_max");--> statement-breakpoint
CREATE INDEX "vacancies_user_id_created_at_idx" ON "vacancies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_search_vector_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_salary_min_not_negative" CHECK ("vacancies"."salary_min" >= 0);--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_status_known" CHECK ("vacancies"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_currency_known" CHECK ("vacancies"."currency" in ('RUB', 'USD', 'EUR'));