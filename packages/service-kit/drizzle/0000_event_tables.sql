-- IF NOT EXISTS: databases made before the kit owned these tables have them from their
-- service's own migrations, in this same shape.
CREATE TABLE IF NOT EXISTS "event_failures" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"refusals" integer NOT NULL,
	"last_error" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_failures_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"claimed_by" text,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "session_revocations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_version" integer NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_pending_idx" ON "outbox" USING btree ("created_at","id") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_failed_at_idx" ON "outbox" USING btree ("failed_at") WHERE "outbox"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "processed_events_processed_at_idx" ON "processed_events" USING btree ("processed_at");