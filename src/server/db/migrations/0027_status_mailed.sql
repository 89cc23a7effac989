-- The status each applicant was last told of by mail (issue 34): status mail goes out only for a
-- status that differs from it. Applications stored before are taken as told of their status.
ALTER TABLE "applications" ADD COLUMN "status_mailed" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "status_mailed" = "status";
