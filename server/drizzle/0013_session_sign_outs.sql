-- Logout ends a session (modules/auth): its refresh tokens share refresh_tokens.session_id, its
-- access tokens carry it as `sid`, and ended_sessions lists the ended ones. Every copy of the API
-- hears of an ended session on the channel of accounts signed out (migration 0004), with the
-- second after the logout as its time, so every access token of the session, even one issued in
-- the logout's own second, is refused (a session issues no token after its logout).
CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_ended_at_idx" ON "ended_sessions" USING btree ("ended_at");
--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify(
		'accounts_signed_out',
		NEW."session_id"::text || ' ' || (floor(extract(epoch FROM NEW."ended_at")) * 1000 + 1000)::bigint::text
	);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ended_sessions_notify" AFTER INSERT ON "ended_sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
