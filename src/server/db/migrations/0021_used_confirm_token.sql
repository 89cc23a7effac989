ALTER TABLE "emails" ADD COLUMN "used_confirm_token_hash" text;--> statement-breakpoint
CREATE INDEX "emails_used_confirm_token_hash_idx" ON "emails" USING btree ("used_confirm_token_hash");