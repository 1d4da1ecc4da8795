-- Order lines keep their product's colour from now on, so colour variants of one model read
-- apart. Lines written before have none: they get '' (the line shows its name alone).
UPDATE "orders" SET "items" = (
	SELECT coalesce(jsonb_agg('{"color": ""}'::jsonb || "line"."item" ORDER BY "line"."n"), '[]'::jsonb)
	FROM jsonb_array_elements("orders"."items") WITH ORDINALITY AS "line"("item", "n")
)
WHERE EXISTS (
	SELECT 1 FROM jsonb_array_elements("orders"."items") AS "line"("item") WHERE NOT "line"."item" ? 'color'
);
