CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text,
	"user_id" uuid,
	"email" text,
	"activity_type" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text,
	"source_type" text NOT NULL,
	"device_type" text,
	"browser" text,
	"os" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"metadata" jsonb,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text,
	"user_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_data" jsonb,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logins" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"logged_in_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text,
	"source_type" text NOT NULL,
	"device_type" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"placed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" uuid,
	"path" text NOT NULL,
	"title" text,
	"referrer" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text,
	"source_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"session_id" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"landing_path" text,
	"referrer" text,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text,
	"source_type" text NOT NULL,
	"device_type" text,
	"browser" text,
	"os" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activities_occurred_at_idx" ON "activities" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ecommerce_events_occurred_at_idx" ON "ecommerce_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ecommerce_events_type_idx" ON "ecommerce_events" USING btree ("event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "logins_logged_in_at_idx" ON "logins" USING btree ("logged_in_at");--> statement-breakpoint
CREATE INDEX "logins_user_id_idx" ON "logins" USING btree ("user_id","logged_in_at");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "page_views_occurred_at_idx" ON "page_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "page_views_session_idx" ON "page_views" USING btree ("session_id","occurred_at");--> statement-breakpoint
CREATE INDEX "registrations_registered_at_idx" ON "registrations" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "visits_started_at_idx" ON "visits" USING btree ("started_at","visitor_id");--> statement-breakpoint
CREATE INDEX "visits_last_seen_at_idx" ON "visits" USING btree ("last_seen_at","visitor_id");--> statement-breakpoint
CREATE INDEX "visits_user_id_idx" ON "visits" USING btree ("user_id","last_seen_at");