ALTER TABLE "addresses" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "digital_address" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_map_point_check" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null));