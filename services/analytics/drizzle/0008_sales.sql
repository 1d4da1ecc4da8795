CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_line_pk" PRIMARY KEY("order_id","line")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;