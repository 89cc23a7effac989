ALTER TABLE "vacancies" DROP CONSTRAINT "vacancies_currency_known";--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_currency_known" CHECK ("vacancies"."currency" in ('RUB', 'USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
-- Reference rates (units per US dollar) for the currencies added, of the same date as the others;
-- `npm run currency-rates` updates them.
INSERT INTO "currency_rates" ("currency", "per_usd", "updated_at") VALUES
	('GBP', 0.76, '2026-11-01T00:00:00Z'),
	('CAD', 1.38, '2026-11-01T00:00:00Z'),
	('AUD', 1.52, '2026-11-01T00:00:00Z')
ON CONFLICT ("currency") DO NOTHING;
