ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_next_attempt_idx" ON "outbox_emails" USING btree ("next_attempt_at");