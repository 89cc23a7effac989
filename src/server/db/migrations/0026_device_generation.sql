-- Device cookies are signed with the account's device generation, which a password reset bumps
-- (issue 34): a browser remembered before the reset counts as a stranger after it.
ALTER TABLE "users" ADD COLUMN "device_generation" integer DEFAULT 0 NOT NULL;