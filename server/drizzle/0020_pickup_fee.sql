CREATE TABLE "branch_pickup_service" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"pickup_fee" numeric(10, 2) DEFAULT '10.00' NOT NULL,
	"free_pickup_from_kg" numeric(8, 1) DEFAULT 5 NOT NULL,
	CONSTRAINT "branch_pickup_service_fee_check" CHECK ("branch_pickup_service"."pickup_fee" >= 0),
	CONSTRAINT "branch_pickup_service_free_from_check" CHECK ("branch_pickup_service"."free_pickup_from_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_pickup_from_kg" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "branch_pickup_service" ADD CONSTRAINT "branch_pickup_service_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_fee_check" CHECK ("bookings"."pickup_fee" >= 0);--> statement-breakpoint
-- Every branch starts with the default fee (GHC 10.00), free from 5 kg; bookings already made keep no fee.
INSERT INTO "branch_pickup_service" ("branch_id") SELECT "id" FROM "branches" ON CONFLICT DO NOTHING;
