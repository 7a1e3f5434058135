CREATE TABLE "partial_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_transaction_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"refund_reference" text,
	"refund_error" text,
	"requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partial_refunds_amount_positive" CHECK ("partial_refunds"."amount_pesewas" > 0),
	CONSTRAINT "partial_refunds_status_check" CHECK ("partial_refunds"."status" in ('owed', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "basket_items" DROP CONSTRAINT "basket_items_quantity_positive";--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_quantity_positive";--> statement-breakpoint
ALTER TABLE "basket_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(8, 1);--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(8, 1);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "estimated_quantity" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partial_refunds" ADD CONSTRAINT "partial_refunds_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_refunds" ADD CONSTRAINT "partial_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partial_refunds_booking_idx" ON "partial_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "partial_refunds_payment_idx" ON "partial_refunds" USING btree ("payment_transaction_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_unit_check" CHECK ("items"."unit" in ('piece', 'kg'));--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_quantity_positive" CHECK ("basket_items"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_whole_pieces" CHECK ("booking_items"."unit" = 'kg' or "booking_items"."quantity" = trunc("booking_items"."quantity"));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_unit_check" CHECK ("booking_items"."unit" in ('piece', 'kg'));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_quantity_positive" CHECK ("booking_items"."quantity" > 0);--> statement-breakpoint
-- 'Something Light' is wash and fold by the kilo, not a monthly package: the package stops being
-- offered (running subscriptions to it keep their price and run out), and the per-kg item joins
-- the Laundry price list where the catalogue was seeded.
UPDATE "packages" SET "is_active" = false WHERE "name" = 'Something Light';--> statement-breakpoint
INSERT INTO "items" ("name", "price", "unit", "category_id")
SELECT 'Something Light', 15.00, 'kg', "id" FROM "item_categories" WHERE "name" = 'Laundry'
ON CONFLICT DO NOTHING;
