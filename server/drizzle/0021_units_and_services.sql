ALTER TABLE "items" DROP CONSTRAINT "items_unit_check";--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_whole_pieces";--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_unit_check";--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "from_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_unit_check" CHECK ("items"."unit" in ('piece', 'kg', 'pair', 'm2', 'job'));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_answer_check" CHECK ("booking_items"."answer" is null or "booking_items"."answer" in ('accepted', 'refused'));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_whole_pieces" CHECK ("booking_items"."unit" in ('kg', 'm2') or "booking_items"."quantity" = trunc("booking_items"."quantity"));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_unit_check" CHECK ("booking_items"."unit" in ('piece', 'kg', 'pair', 'm2', 'job'));--> statement-breakpoint
-- The services the site sells join the price list where the catalogue was seeded (a database
-- without the Laundry category has no catalogue yet: the seed writes all of it). Existing items,
-- and the prices booked lines copied, are left as they are.
INSERT INTO "item_categories" ("name", "position")
SELECT "v"."name", "v"."position" FROM (VALUES
  ('Ironing & Folding', 2),
  ('Carpet Cleaning', 3),
  ('Sneaker Cleaning', 4),
  ('Clothes Mending', 5)
) AS "v"("name", "position")
WHERE EXISTS (SELECT 1 FROM "item_categories" WHERE "name" = 'Laundry')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "items" ("name", "price", "unit", "category_id")
SELECT "v"."name", "v"."price"::numeric, "v"."unit", "c"."id" FROM (VALUES
  ('Ironing & Folding', 'Bedsheet (iron and fold)', '8.00', 'piece'),
  ('Ironing & Folding', 'Dress (iron only)', '10.00', 'piece'),
  ('Ironing & Folding', 'Kaba and Slit (iron only)', '12.00', 'piece'),
  ('Ironing & Folding', 'Native Wear (iron only)', '12.00', 'piece'),
  ('Ironing & Folding', 'Shirt (iron only)', '6.00', 'piece'),
  ('Ironing & Folding', 'Suit (press, 2 piece)', '25.00', 'piece'),
  ('Ironing & Folding', 'T-Shirt (iron and fold)', '4.00', 'piece'),
  ('Ironing & Folding', 'Trousers (iron only)', '6.00', 'piece'),
  ('Carpet Cleaning', 'Carpet (per m²)', '25.00', 'm2'),
  ('Carpet Cleaning', 'Carpet (Small, up to 2 m × 3 m)', '150.00', 'piece'),
  ('Carpet Cleaning', 'Carpet (Medium, up to 3 m × 4 m)', '280.00', 'piece'),
  ('Carpet Cleaning', 'Carpet (Large, up to 4 m × 5 m)', '450.00', 'piece'),
  ('Carpet Cleaning', 'Doormat', '20.00', 'piece'),
  ('Carpet Cleaning', 'Rug (per m²)', '30.00', 'm2'),
  ('Carpet Cleaning', 'Rug, Persian or Silk (per m²)', '60.00', 'm2'),
  ('Carpet Cleaning', 'Rug, Shaggy (per m²)', '40.00', 'm2'),
  ('Sneaker Cleaning', 'Boots', '80.00', 'pair'),
  ('Sneaker Cleaning', 'Kids'' Sneakers', '30.00', 'pair'),
  ('Sneaker Cleaning', 'Sneakers (Canvas)', '40.00', 'pair'),
  ('Sneaker Cleaning', 'Sneakers (Leather)', '50.00', 'pair'),
  ('Sneaker Cleaning', 'Sneakers (Suede or Nubuck)', '70.00', 'pair'),
  ('Sneaker Cleaning', 'Sneakers (Whitening and Restoration)', '90.00', 'pair'),
  ('Clothes Mending', 'Button Replacement', '10.00', 'job'),
  ('Clothes Mending', 'Dress Alteration', '60.00', 'job'),
  ('Clothes Mending', 'Hemming (Trousers or Skirt)', '25.00', 'job'),
  ('Clothes Mending', 'Patch or Tear Repair', '25.00', 'job'),
  ('Clothes Mending', 'Taking In or Letting Out', '40.00', 'job'),
  ('Clothes Mending', 'Zip Replacement', '30.00', 'job')
) AS "v"("category", "name", "price", "unit")
JOIN "item_categories" "c" ON "c"."name" = "v"."category"
ON CONFLICT DO NOTHING;
