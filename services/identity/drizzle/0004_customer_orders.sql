CREATE TABLE "customer_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"status_version" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "customer_orders_user_id_idx" ON "customer_orders" USING btree ("user_id","placed_at");