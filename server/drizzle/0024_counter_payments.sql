-- Money taken at the counter as it comes (decision 074): several payments per order, the mobile
-- money network and payer's number, and for cash beyond what was owed the amount tendered and the
-- change given (amount_pesewas keeps what counted).
ALTER TABLE "payment_transactions" ADD COLUMN "mobile_money_network" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "tendered_pesewas" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "change_pesewas" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_network_check" CHECK ("payment_transactions"."mobile_money_network" is null or ("payment_transactions"."method" = 'mobile_money' and "payment_transactions"."mobile_money_network" in ('mtn', 'telecel', 'airteltigo')));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_change_check" CHECK ("payment_transactions"."change_pesewas" is null or ("payment_transactions"."method" = 'cash' and "payment_transactions"."change_pesewas" > 0 and "payment_transactions"."tendered_pesewas" = "payment_transactions"."amount_pesewas" + "payment_transactions"."change_pesewas"));
