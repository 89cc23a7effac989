CREATE TABLE "interview_answer_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"attempt" integer NOT NULL,
	"answer" text NOT NULL,
	"feedback" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "first_score" integer;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reassessed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_answer_attempts" ADD CONSTRAINT "interview_answer_attempts_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answer_attempts_question_attempt_idx" ON "interview_answer_attempts" USING btree ("interview_id","order","attempt");