DROP INDEX "outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at","id") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "outbox_failed_at_idx" ON "outbox" USING btree ("failed_at") WHERE "outbox"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events" USING btree ("processed_at");