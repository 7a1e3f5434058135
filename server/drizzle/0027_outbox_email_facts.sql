ALTER TABLE "outbox_emails" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_body_check" CHECK ("outbox_emails"."text" is not null or "outbox_emails"."message" is not null);
