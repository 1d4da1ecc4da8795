CREATE TABLE "session_revocations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_version" integer NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;