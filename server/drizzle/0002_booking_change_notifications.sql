-- Tells every copy of the API whose bookings changed, so each can drop the booking pages it keeps
-- in memory (src/modules/bookings/bookings.cache.ts). NOTIFY is sent only when the transaction
-- commits, and repeats of one payload within a transaction are sent once.
-- Payload: the customer's user id, or '*' for a change that shows in every customer's bookings.
CREATE FUNCTION "notify_bookings_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	old_user uuid;
	new_user uuid;
BEGIN
	IF TG_TABLE_NAME = 'branches' THEN
		-- A branch name shows in every booking made at it.
		PERFORM pg_notify('bookings_changed', '*');
		RETURN NULL;
	ELSIF TG_TABLE_NAME = 'booking_items' THEN
		-- A line belongs to its booking's customer. When the booking itself is being deleted the
		-- lookup finds nothing, and the booking's own trigger has already named the customer.
		IF TG_OP <> 'INSERT' THEN
			SELECT "user_id" INTO old_user FROM "bookings" WHERE "id" = OLD."booking_id";
		END IF;
		IF TG_OP <> 'DELETE' THEN
			SELECT "user_id" INTO new_user FROM "bookings" WHERE "id" = NEW."booking_id";
		END IF;
	ELSE
		-- bookings and payment_transactions carry the customer's id themselves.
		IF TG_OP <> 'INSERT' THEN
			old_user := OLD."user_id";
		END IF;
		IF TG_OP <> 'DELETE' THEN
			new_user := NEW."user_id";
		END IF;
	END IF;
	IF old_user IS NOT NULL THEN
		PERFORM pg_notify('bookings_changed', old_user::text);
	END IF;
	IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
		PERFORM pg_notify('bookings_changed', new_user::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE has no rows to name a customer by: everyone's bookings may have changed.
CREATE FUNCTION "notify_all_bookings_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bookings_changed', '*');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_changed" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "booking_items"
FOR EACH ROW EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_transactions_changed" AFTER INSERT OR UPDATE OR DELETE ON "payment_transactions"
FOR EACH ROW EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "branches_changed" AFTER INSERT OR UPDATE OR DELETE ON "branches"
FOR EACH ROW EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_truncated" AFTER TRUNCATE ON "bookings"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_items_truncated" AFTER TRUNCATE ON "booking_items"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_transactions_truncated" AFTER TRUNCATE ON "payment_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "branches_truncated" AFTER TRUNCATE ON "branches"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_bookings_changed"();
