CREATE TABLE "event_failures" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"refusals" integer NOT NULL,
	"last_error" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_failures_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
