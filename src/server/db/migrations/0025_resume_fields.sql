-- The resume as its owner checked and corrected it before tailoring (issue 33), and the hash of
-- the uploaded file, so the same file uploaded again loads those corrections. Older rows keep NULL.
ALTER TABLE "resumes" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "file_sha256" text;--> statement-breakpoint
CREATE INDEX "resumes_user_id_file_sha256_idx" ON "resumes" USING btree ("user_id","file_sha256");