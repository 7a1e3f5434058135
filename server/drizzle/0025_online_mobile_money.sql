-- Paying online by mobile money (decision 076): an attempt the server charged directly through the
-- provider's Charge API says so (its reference is never reopened as a browser checkout), and the
-- sandbox's checkout keeps the wallet it charged, when, and how the charge ended.
ALTER TABLE "payment_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_channel_check" CHECK ("payment_transactions"."channel" is null or "payment_transactions"."channel" = 'mobile_money');--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "wallet_phone" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "wallet_network" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "charged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "gateway_response" text;
