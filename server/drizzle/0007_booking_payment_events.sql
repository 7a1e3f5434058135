-- Tells the staff's live stream (`booking_events` channel, as migration 0005's history rows do)
-- when money moves on a booking: paid (online or at the counter), or refunded, refused a refund,
-- or marked for a refund by hand. A payment is not a step of the booking's history (its status
-- stays), so it has no booking_events row and its payload carries no id, only its kind.
-- Payload (JSON): kind ('paid' or 'refund'), the booking and its branch, the booking's status.
CREATE FUNCTION "notify_booking_payment"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	payment_booking record;
BEGIN
	IF NEW."booking_id" IS NULL
		OR NEW."payment_status" NOT IN ('paid', 'refunded', 'refund_failed', 'refund_due')
		OR (TG_OP = 'UPDATE' AND NEW."payment_status" IS NOT DISTINCT FROM OLD."payment_status") THEN
		RETURN NULL;
	END IF;
	SELECT "branch_id", "status" INTO payment_booking FROM "bookings" WHERE "id" = NEW."booking_id";
	PERFORM pg_notify('booking_events', json_build_object(
		'kind', CASE WHEN NEW."payment_status" = 'paid' THEN 'paid' ELSE 'refund' END,
		'booking', NEW."booking_id",
		'branch', payment_booking."branch_id",
		'to', payment_booking."status"
	)::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_payments_notified" AFTER INSERT OR UPDATE OF "payment_status" ON "payment_transactions"
	FOR EACH ROW EXECUTE FUNCTION "notify_booking_payment"();
