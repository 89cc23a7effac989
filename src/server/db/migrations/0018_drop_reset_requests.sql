-- Password-reset requests waiting to be handled become jobs (ADR 0028): none is lost.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts")
SELECT 'password-reset', jsonb_build_object('email', "email", 'language', "language"), "not_before", "attempts"
FROM "password_reset_requests";--> statement-breakpoint
DROP TABLE "password_reset_requests" CASCADE;
