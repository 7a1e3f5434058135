CREATE TABLE "branch_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_opening_hours" (
	"branch_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens_at" text DEFAULT '08:00' NOT NULL,
	"closes_at" text DEFAULT '18:00' NOT NULL,
	CONSTRAINT "branch_opening_hours_weekday_check" CHECK ("branch_opening_hours"."weekday" between 0 and 6),
	CONSTRAINT "branch_opening_hours_order_check" CHECK ("branch_opening_hours"."opens_at" < "branch_opening_hours"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "pickup_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "pickup_windows_weekday_check" CHECK ("pickup_windows"."weekday" between 0 and 6),
	CONSTRAINT "pickup_windows_capacity_check" CHECK ("pickup_windows"."capacity" >= 0),
	CONSTRAINT "pickup_windows_order_check" CHECK ("pickup_windows"."starts_at" < "pickup_windows"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_window" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_window_end" text;--> statement-breakpoint
ALTER TABLE "branch_closures" ADD CONSTRAINT "branch_closures_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_opening_hours" ADD CONSTRAINT "branch_opening_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_windows" ADD CONSTRAINT "pickup_windows_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_closures_branch_date_key" ON "branch_closures" USING btree ("branch_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_opening_hours_branch_weekday_key" ON "branch_opening_hours" USING btree ("branch_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_windows_branch_weekday_start_key" ON "pickup_windows" USING btree ("branch_id","weekday","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_branch_pickup_window_idx" ON "bookings" USING btree ("branch_id","pickup_date","pickup_window");