CREATE TABLE "package_covered_categories" (
	"package_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "package_covered_categories_package_id_category_id_pk" PRIMARY KEY("package_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"allowance" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_used_check" CHECK ("subscription_periods"."used" >= 0 and "subscription_periods"."used" <= "subscription_periods"."allowance"),
	CONSTRAINT "subscription_periods_dates_check" CHECK ("subscription_periods"."period_end" > "subscription_periods"."period_start")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "covered_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "subscription_period_id" uuid;--> statement-breakpoint
ALTER TABLE "package_covered_categories" ADD CONSTRAINT "package_covered_categories_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_covered_categories" ADD CONSTRAINT "package_covered_categories_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_start_key" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_subscription_period_id_subscription_periods_id_fk" FOREIGN KEY ("subscription_period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_items_subscription_period_idx" ON "booking_items" USING btree ("subscription_period_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('inactive', 'active', 'expired'));--> statement-breakpoint
-- Data: a paid subscription whose month has ended is expired; of a customer's remaining
-- subscriptions to one package only the newest (an active one before an unpaid one) keeps its
-- place, the older ones expire, so the one-per-package index below can be built.
UPDATE "subscriptions" SET "status" = 'expired', "updated_at" = now()
  WHERE "status" = 'active' AND "end_date" <= current_date;--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'expired', "updated_at" = now()
  WHERE "status" IN ('inactive', 'active') AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "package_id") "id" FROM "subscriptions"
    WHERE "status" IN ('inactive', 'active')
    ORDER BY "user_id", "package_id", ("status" = 'active') DESC, "created_at" DESC, "id" DESC
  );--> statement-breakpoint
-- Data: the monthly packages cover Laundry ('Something Light' is sold by the kilo, not as an allowance).
INSERT INTO "package_covered_categories" ("package_id", "category_id")
  SELECT p."id", c."id" FROM "packages" p CROSS JOIN "item_categories" c
  WHERE c."name" = 'Laundry' AND p."name" <> 'Something Light'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Data: an active subscription's current month becomes its first period.
INSERT INTO "subscription_periods" ("subscription_id", "period_start", "period_end", "allowance")
  SELECT "id", "start_date", "end_date", "total_items" FROM "subscriptions"
  WHERE "status" = 'active' AND "end_date" > "start_date";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_per_package_key" ON "subscriptions" USING btree ("user_id","package_id") WHERE "subscriptions"."status" in ('inactive', 'active');--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_covered_check" CHECK ("booking_items"."covered_quantity" >= 0 and "booking_items"."covered_quantity" <= "booking_items"."quantity");--> statement-breakpoint
