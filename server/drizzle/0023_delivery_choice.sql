ALTER TABLE "bookings" ADD COLUMN "handover" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_terms_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "dropoff_address_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_handover_check" CHECK ("bookings"."handover" in ('delivery', 'collection'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_handover_dropoff_check" CHECK (("bookings"."handover" = 'delivery') = ("bookings"."dropoff_address_id" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_terms_fee_check" CHECK ("bookings"."pickup_terms_fee" >= 0);--> statement-breakpoint
-- Bookings already made are delivered, at the prices they were made at; the fee they pay is the
-- whole fee they were booked under (a free one stays unknown: weighing uses the branch's today).
UPDATE "bookings" SET "pickup_terms_fee" = "pickup_fee" WHERE "pickup_fee" > 0;
