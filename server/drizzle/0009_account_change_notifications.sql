-- An account's role, branch, active flag or name changed, or the account was deleted: each copy of
-- the API drops what it kept of it for the staff side's access check (src/live/staff-members.ts)
-- when the transaction commits. Payload: '<user id>'.
CREATE FUNCTION "notify_staff_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('staff_changed', COALESCE(NEW."id", OLD."id")::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_staff_changed" AFTER UPDATE OF "role", "branch_id", "is_active", "name" ON "users"
	FOR EACH ROW WHEN (
		NEW."role" IS DISTINCT FROM OLD."role"
		OR NEW."branch_id" IS DISTINCT FROM OLD."branch_id"
		OR NEW."is_active" IS DISTINCT FROM OLD."is_active"
		OR NEW."name" IS DISTINCT FROM OLD."name"
	)
	EXECUTE FUNCTION "notify_staff_changed"();--> statement-breakpoint
CREATE TRIGGER "users_staff_deleted" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "notify_staff_changed"();
--> statement-breakpoint
-- A customer's name, email or phone shows on every row of the staff's orders table: a change tells
-- every copy of the API, as a change to the customer's bookings would (bookings_changed, 0002).
CREATE FUNCTION "notify_customer_contact_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bookings_changed', NEW."id"::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_contact_changed" AFTER UPDATE OF "name", "email", "phone" ON "users"
	FOR EACH ROW WHEN (
		NEW."name" IS DISTINCT FROM OLD."name"
		OR NEW."email" IS DISTINCT FROM OLD."email"
		OR NEW."phone" IS DISTINCT FROM OLD."phone"
	)
	EXECUTE FUNCTION "notify_customer_contact_changed"();
