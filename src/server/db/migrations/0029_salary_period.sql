-- Issue 35: a salary may be left "not stated" (both ends null) and says what it is paid for
-- (an hour, a month or a year). The US-dollar columns the "Highest salary" order reads become
-- amounts per year (an hour × 2,080, a month × 12), 0 when not stated.
ALTER TABLE "saved_jobs" ALTER COLUMN "salary_min" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "salary_max" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ALTER COLUMN "salary_min" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ALTER COLUMN "salary_max" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "salary_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_salary_both_or_neither" CHECK (("vacancies"."salary_min" is null) = ("vacancies"."salary_max" is null));--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_salary_period_known" CHECK ("vacancies"."salary_period" in ('hour', 'month', 'year'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vacancies_salary_in_usd"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	rate double precision;
	per_year double precision;
BEGIN
	SELECT "per_usd" INTO rate FROM "currency_rates" WHERE "currency" = NEW."currency";
	rate := coalesce(rate, 1);
	per_year := CASE NEW."salary_period" WHEN 'hour' THEN 2080 WHEN 'month' THEN 12 ELSE 1 END;
	NEW."salary_max_usd" := coalesce(NEW."salary_max" * per_year / rate, 0);
	NEW."salary_min_usd" := coalesce(NEW."salary_min" * per_year / rate, 0);
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "vacancies_salary_in_usd" ON "vacancies";--> statement-breakpoint
CREATE TRIGGER "vacancies_salary_in_usd" BEFORE INSERT OR UPDATE OF "salary_min", "salary_max", "salary_period", "currency", "salary_max_usd", "salary_min_usd" ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "vacancies_salary_in_usd"();--> statement-breakpoint
UPDATE "vacancies" SET "salary_max_usd" = 0;
