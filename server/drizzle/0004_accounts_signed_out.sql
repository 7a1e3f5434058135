-- When an account was last signed out everywhere (a password reset). Access tokens issued before it
-- are refused; every copy of the API hears of it on `accounts_signed_out` when the transaction
-- commits (src/plugins/signed-out-accounts.ts). Payload: '<user id> <signed_out_at in ms>'.
ALTER TABLE "users" ADD COLUMN "signed_out_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "notify_account_signed_out"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify(
		'accounts_signed_out',
		NEW."id"::text || ' ' || floor(extract(epoch FROM NEW."signed_out_at") * 1000)::bigint::text
	);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_signed_out" AFTER UPDATE OF "signed_out_at" ON "users"
	FOR EACH ROW WHEN (NEW."signed_out_at" IS NOT NULL AND NEW."signed_out_at" IS DISTINCT FROM OLD."signed_out_at")
	EXECUTE FUNCTION "notify_account_signed_out"();
