CREATE TABLE "branch_express_service" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"surcharge_percent" integer DEFAULT 50 NOT NULL,
	"daily_capacity" integer DEFAULT 8 NOT NULL,
	CONSTRAINT "branch_express_service_surcharge_check" CHECK ("branch_express_service"."surcharge_percent" >= 0),
	CONSTRAINT "branch_express_service_capacity_check" CHECK ("branch_express_service"."daily_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_speed" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "express_fee" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_express_service" ADD CONSTRAINT "branch_express_service_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_speed_check" CHECK ("bookings"."service_speed" in ('standard', 'express'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_express_fee_check" CHECK ("bookings"."express_fee" >= 0);--> statement-breakpoint
-- Every branch offers Same-Day Express from the start: 50 % of the items' sub total, 8 a day.
INSERT INTO "branch_express_service" ("branch_id") SELECT "id" FROM "branches" ON CONFLICT DO NOTHING;
