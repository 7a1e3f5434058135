-- The builds of the public site (server/src/modules/site): one row per build, from the first request
-- it answers to its outcome. At most one build waits and one runs: a request during a build joins
-- the waiting row (ON CONFLICT on site_builds_one_queued), which is how requests coalesce.
CREATE TABLE "site_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"changed_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"log_tail" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_queued" ON "site_builds" USING btree ("status") WHERE "site_builds"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_building" ON "site_builds" USING btree ("status") WHERE "site_builds"."status" = 'building';--> statement-breakpoint
CREATE INDEX "site_builds_requested_at_idx" ON "site_builds" USING btree ("requested_at");