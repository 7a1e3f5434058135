CREATE TABLE "booking_pickup_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_window" text,
	"from_window_end" text,
	"to_date" date NOT NULL,
	"to_window" text,
	"to_window_end" text,
	"reason" text NOT NULL,
	"closure_id" uuid,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_pickup_moves" ADD CONSTRAINT "booking_pickup_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_pickup_moves" ADD CONSTRAINT "booking_pickup_moves_closure_id_branch_closures_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."branch_closures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_pickup_moves" ADD CONSTRAINT "booking_pickup_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_pickup_moves_booking_idx" ON "booking_pickup_moves" USING btree ("booking_id","at");
