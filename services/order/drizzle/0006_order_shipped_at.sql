-- Orders remember when their goods first left the house, so a later move back (Shipped, then
-- Processing) and a cancellation or refund put nothing back on sale. Orders written before take
-- it from their history: the first change to a shipped status, else their last change.
-- An order that already ended keeps what its order.cancelled said: it counts as shipped only if
-- it ended from a shipped status (one moved back first was restocked then).
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "shipped_at" = coalesce(
	(
		SELECT min(("change"->>'at')::timestamptz)
		FROM jsonb_array_elements("orders"."status_history") AS "change"
		WHERE "change"->>'to' IN ('Shipped', 'Out for delivery', 'Delivered')
	),
	"orders"."updated_at"
)
WHERE CASE WHEN "orders"."status" IN ('Cancelled', 'Refunded') THEN (
	SELECT "ending"."change"->>'from'
	FROM jsonb_array_elements("orders"."status_history") WITH ORDINALITY AS "ending"("change", "n")
	WHERE "ending"."change"->>'to' IN ('Cancelled', 'Refunded')
	ORDER BY "ending"."n" DESC LIMIT 1
) ELSE "orders"."status" END IN ('Shipped', 'Out for delivery', 'Delivered')
OR ("orders"."status" NOT IN ('Cancelled', 'Refunded') AND EXISTS (
	SELECT 1 FROM jsonb_array_elements("orders"."status_history") AS "change"
	WHERE "change"->>'to' IN ('Shipped', 'Out for delivery', 'Delivered')
));
