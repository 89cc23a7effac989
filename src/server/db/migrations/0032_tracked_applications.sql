CREATE TABLE "tracked_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"pay" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"posting" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'saved' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interview_at" timestamp with time zone,
	"reminder_days" smallint DEFAULT 10,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_applications_stage_known" CHECK ("tracked_applications"."stage" in ('saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn')),
	CONSTRAINT "tracked_applications_reminder_days_range" CHECK ("tracked_applications"."reminder_days" is null or "tracked_applications"."reminder_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_applications_user_id_updated_at_idx" ON "tracked_applications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tracked_applications_stage_changed_at_idx" ON "tracked_applications" USING btree ("stage","stage_changed_at");