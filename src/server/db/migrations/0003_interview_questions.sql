CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"question_text" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"feedback" text
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "coach" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_questions_interview_order_idx" ON "interview_questions" USING btree ("interview_id","order");