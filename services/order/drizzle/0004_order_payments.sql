ALTER TABLE "orders" ADD COLUMN "stock_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_capture_started_at_idx" ON "orders" USING btree ("capture_started_at") WHERE "orders"."capture_started_at" is not null and not "orders"."paid";--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."paid" and "orders"."refund_id" is null and "orders"."status" in ('Cancelled', 'Refunded');