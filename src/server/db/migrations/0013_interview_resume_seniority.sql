ALTER TABLE "interviews" ADD COLUMN "seniority" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "resume_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;