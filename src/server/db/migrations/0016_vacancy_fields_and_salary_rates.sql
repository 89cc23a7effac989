CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."per_usd" > 0)
);
--> statement-breakpoint
DROP INDEX "vacancies_status_salary_max_idx";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_max_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_min_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "work_mode" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "experience_level" text;--> statement-breakpoint
CREATE INDEX "vacancies_status_salary_usd_idx" ON "vacancies" USING btree ("status","salary_max_usd","salary_min_usd","created_at");--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_work_mode_known" CHECK ("vacancies"."work_mode" in ('onsite', 'hybrid', 'remote'));--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_employment_type_known" CHECK ("vacancies"."employment_type" in ('full_time', 'part_time', 'contract', 'internship'));--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_experience_level_known" CHECK ("vacancies"."experience_level" in ('entry', 'mid', 'senior', 'lead'));--> statement-breakpoint
-- Reference rates (units per US dollar) as of 1 November 2026; `npm run currency-rates` updates them.
INSERT INTO "currency_rates" ("currency", "per_usd", "updated_at") VALUES
	('USD', 1, '2026-11-01T00:00:00Z'),
	('EUR', 0.87, '2026-11-01T00:00:00Z'),
	('RUB', 80, '2026-11-01T00:00:00Z');--> statement-breakpoint
CREATE FUNCTION "vacancies_salary_in_usd"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	rate double precision;
BEGIN
	SELECT "per_usd" INTO rate FROM "currency_rates" WHERE "currency" = NEW."currency";
	rate := coalesce(rate, 1);
	NEW."salary_max_usd" := NEW."salary_max" / rate;
	NEW."salary_min_usd" := NEW."salary_min" / rate;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancies_salary_in_usd" BEFORE INSERT OR UPDATE OF "salary_min", "salary_max", "currency", "salary_max_usd", "salary_min_usd" ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "vacancies_salary_in_usd"();--> statement-breakpoint
UPDATE "vacancies" SET "salary_max_usd" = 0;
