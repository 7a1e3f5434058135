CREATE TABLE "package_allowances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"quantity" numeric(8, 1) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_allowances_unit_check" CHECK ("package_allowances"."unit" in ('piece', 'kg')),
	CONSTRAINT "package_allowances_quantity_check" CHECK ("package_allowances"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_period_allowances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"allowance" numeric(8, 1) NOT NULL,
	"used" numeric(8, 1) DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_period_allowances_unit_check" CHECK ("subscription_period_allowances"."unit" in ('piece', 'kg')),
	CONSTRAINT "subscription_period_allowances_used_check" CHECK ("subscription_period_allowances"."used" >= 0 and "subscription_period_allowances"."used" <= "subscription_period_allowances"."allowance")
);
--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "covered_quantity" SET DATA TYPE numeric(8, 1);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "free_pickups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "express_upgrades" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "period_allowance_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_period_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "express_period_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "free_pickups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "pickups_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "express_upgrades" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "express_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "benefits" jsonb;--> statement-breakpoint
ALTER TABLE "package_allowances" ADD CONSTRAINT "package_allowances_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_allowances" ADD CONSTRAINT "package_allowances_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_period_allowances" ADD CONSTRAINT "subscription_period_allowances_period_id_subscription_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_allowances_category_unit_key" ON "package_allowances" USING btree ("package_id","category_id","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_period_allowances_key" ON "subscription_period_allowances" USING btree ("period_id","category_id","unit");--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_period_allowance_id_subscription_period_allowances_id_fk" FOREIGN KEY ("period_allowance_id") REFERENCES "public"."subscription_period_allowances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_period_id_subscription_periods_id_fk" FOREIGN KEY ("pickup_period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_express_period_id_subscription_periods_id_fk" FOREIGN KEY ("express_period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_pickups_check" CHECK ("subscription_periods"."pickups_used" >= 0 and "subscription_periods"."pickups_used" <= "subscription_periods"."free_pickups");--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_express_check" CHECK ("subscription_periods"."express_used" >= 0 and "subscription_periods"."express_used" <= "subscription_periods"."express_upgrades");--> statement-breakpoint
-- Data (decision 071): what the seeded packages promised in words becomes their benefits.
UPDATE "packages" SET "free_pickups" = 2 WHERE "description" ~ '(^|\n)\s*Two pickups and deliveries a month\s*(\r?\n|$)';--> statement-breakpoint
UPDATE "packages" SET "free_pickups" = 4 WHERE "description" ~ '(^|\n)\s*Four pickups and deliveries a month\s*(\r?\n|$)';--> statement-breakpoint
UPDATE "packages" SET "free_pickups" = 5 WHERE "description" ~ '(^|\n)\s*Weekly pickup and delivery\s*(\r?\n|$)';--> statement-breakpoint
UPDATE "packages" SET "express_upgrades" = 1 WHERE "description" ~ '(^|\n)\s*Priority Same-Day \(Express\) once a month\s*(\r?\n|$)';--> statement-breakpoint
INSERT INTO "package_allowances" ("package_id", "category_id", "unit", "quantity")
  SELECT p."id", c."id", 'piece', CASE WHEN p."description" ~ 'Four dry-cleaning pieces included' THEN 4 ELSE 2 END
  FROM "packages" p CROSS JOIN "item_categories" c
  WHERE c."name" = 'Dry Cleaning' AND p."description" ~ '(Two|Four) dry-cleaning pieces included'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The description keeps the lines that are not benefits; the card writes the benefits from the data.
UPDATE "packages" SET "description" = coalesce((
  SELECT string_agg(btrim(t."line"), E'\n' ORDER BY t."n")
  FROM regexp_split_to_table("packages"."description", E'\r?\n') WITH ORDINALITY AS t("line", "n")
  WHERE btrim(t."line") <> ''
    AND btrim(t."line") !~ '^Up to [0-9]+ items a month$'
    AND btrim(t."line") NOT IN ('Two pickups and deliveries a month', 'Four pickups and deliveries a month',
      'Weekly pickup and delivery', 'Two dry-cleaning pieces included', 'Four dry-cleaning pieces included',
      'Priority Same-Day (Express) once a month')
), '');--> statement-breakpoint
-- Running subscriptions keep what they were sold: their package's benefits as they are now.
UPDATE "subscriptions" s SET "benefits" = jsonb_build_object(
  'allowances', jsonb_build_array(jsonb_build_object(
      'categoryIds', coalesce((SELECT jsonb_agg(pc."category_id" ORDER BY pc."category_id") FROM "package_covered_categories" pc WHERE pc."package_id" = s."package_id"), '[]'::jsonb),
      'unit', 'piece', 'quantity', s."total_items"))
    || coalesce((SELECT jsonb_agg(jsonb_build_object('categoryIds', jsonb_build_array(pa."category_id"), 'unit', pa."unit", 'quantity', pa."quantity") ORDER BY pa."position", pa."id")
      FROM "package_allowances" pa WHERE pa."package_id" = s."package_id"), '[]'::jsonb),
  'freePickups', p."free_pickups",
  'expressUpgrades', p."express_upgrades")
  FROM "packages" p WHERE p."id" = s."package_id" AND s."benefits" IS NULL;--> statement-breakpoint
-- Their paid months get them too; a month's pickups already made with a covered line count as
-- its free pickups (up to the number given), and those bookings remember it.
UPDATE "bookings" b SET "pickup_period_id" = (
  SELECT bi."subscription_period_id" FROM "booking_items" bi
  WHERE bi."booking_id" = b."id" AND bi."covered_quantity" > 0 AND bi."subscription_period_id" IS NOT NULL
  ORDER BY bi."id" LIMIT 1)
  WHERE b."pickup_period_id" IS NULL AND b."status" <> 'cancelled';--> statement-breakpoint
UPDATE "subscription_periods" sp SET
  "free_pickups" = p."free_pickups",
  "express_upgrades" = p."express_upgrades",
  "pickups_used" = least(p."free_pickups", (SELECT count(*) FROM "bookings" b WHERE b."pickup_period_id" = sp."id"))
  FROM "subscriptions" s JOIN "packages" p ON p."id" = s."package_id"
  WHERE s."id" = sp."subscription_id";--> statement-breakpoint
INSERT INTO "subscription_period_allowances" ("period_id", "category_id", "unit", "allowance", "position")
  SELECT sp."id", pa."category_id", pa."unit", pa."quantity", pa."position"
  FROM "subscription_periods" sp JOIN "subscriptions" s ON s."id" = sp."subscription_id"
  JOIN "package_allowances" pa ON pa."package_id" = s."package_id"
  ON CONFLICT DO NOTHING;
