CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"outcome" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_outcome_check" CHECK ("sandbox_payments"."outcome" is null or "sandbox_payments"."outcome" in ('success', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_open_booking_key" ON "payment_transactions" USING btree ("booking_id") WHERE "payment_transactions"."payment_status" in ('unpaid', 'pending') and "payment_transactions"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_open_subscription_key" ON "payment_transactions" USING btree ("subscription_id") WHERE "payment_transactions"."payment_status" in ('unpaid', 'pending') and "payment_transactions"."subscription_id" is not null;