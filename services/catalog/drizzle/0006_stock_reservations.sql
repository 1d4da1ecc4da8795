CREATE TABLE "stock_reservations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_state_check" CHECK ("stock_reservations"."state" in ('held', 'confirmed', 'released', 'restocked'))
);
--> statement-breakpoint
CREATE INDEX "stock_reservations_held_expires_at_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."state" = 'held';--> statement-breakpoint
-- hand-written: stock rules the database enforces itself, over the sizes kept in jsonb. A
-- product's sizes are its shoe details' sizes, else its jacket details' (as the code reads them);
-- every size's stock is a whole number, never below zero, and stock_quantity is their sum
-- whenever the product has sizes.
CREATE OR REPLACE FUNCTION product_sizes(shoe_details jsonb, jacket_details jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(nullif(shoe_details -> 'sizes', 'null'::jsonb), jacket_details -> 'sizes') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_size_stocks_valid(sizes jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT sizes IS NULL OR sizes = 'null'::jsonb OR (
    jsonb_typeof(sizes) = 'array'
    AND NOT jsonb_path_exists(
      sizes,
      'lax $[*] ? (!(@.stock.type() == "number") || @.stock < 0 || @.stock != @.stock.floor())'
    )
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_size_stock_total(sizes jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT sum((entry ->> 'stock')::numeric)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(sizes) = 'array' THEN sizes ELSE '[]' END) AS entry
  WHERE jsonb_typeof(entry -> 'stock') = 'number'
$$;
--> statement-breakpoint
-- Rows written before these rules: the sizes are the finer record, so the total follows them.
UPDATE "products"
SET "stock_quantity" = greatest(
  coalesce(product_size_stock_total(product_sizes("shoe_details", "jacket_details")), "stock_quantity"),
  0
)
WHERE "stock_quantity" < 0
  OR "stock_quantity" IS DISTINCT FROM coalesce(
    product_size_stock_total(product_sizes("shoe_details", "jacket_details")),
    "stock_quantity"
  );
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_quantity_not_negative"
  CHECK ("stock_quantity" >= 0);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_stock_not_negative"
  CHECK (
    product_size_stocks_valid("shoe_details" -> 'sizes')
    AND product_size_stocks_valid("jacket_details" -> 'sizes')
  );
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_quantity_sums_sizes"
  CHECK (
    product_size_stock_total(product_sizes("shoe_details", "jacket_details")) IS NULL
    OR "stock_quantity" = product_size_stock_total(product_sizes("shoe_details", "jacket_details"))
  );
