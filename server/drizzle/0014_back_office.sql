ALTER TABLE "branches" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "item_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "seen_unit_price" numeric(10, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "items_category_lower_name_key" ON "items" USING btree ("category_id",lower("name"));--> statement-breakpoint
-- The two branches the business opened with, placed on the map (content/site.yaml has the same points).
UPDATE "branches" SET "latitude" = 5.6362, "longitude" = -0.1568, "phone" = '+233 30 290 1234' WHERE "name" = 'East Legon';--> statement-breakpoint
UPDATE "branches" SET "latitude" = 5.5571, "longitude" = -0.1823, "phone" = '+233 30 290 1234' WHERE "name" = 'Osu';--> statement-breakpoint
UPDATE "item_categories" SET "position" = CASE "name" WHEN 'Laundry' THEN 0 WHEN 'Dry Cleaning' THEN 1 ELSE 2 END;--> statement-breakpoint
-- Entries already in baskets were seen at today's price.
UPDATE "basket_items" SET "seen_unit_price" = "items"."price" FROM "items" WHERE "items"."id" = "basket_items"."item_id";
--> statement-breakpoint
-- The reports read bookings by when they were made and money by when it came in or went back.
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_taken_idx" ON "payment_transactions" USING btree (coalesce("received_at", "paid_at"));--> statement-breakpoint
CREATE INDEX "payment_transactions_refunded_idx" ON "payment_transactions" USING btree ("refunded_at") WHERE "payment_transactions"."payment_status" = 'refunded';