ALTER TABLE "customer_orders" ADD COLUMN "delivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders delivered before the flag was kept: their status says so.
UPDATE "customer_orders" SET "delivered" = true WHERE "status" = 'Delivered';
