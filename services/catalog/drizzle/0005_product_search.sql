ALTER TABLE "products" ADD COLUMN "effective_price" numeric(10, 2) GENERATED ALWAYS AS (case when "price_discount" > 0 and "price_discount" < "price_base" then "price_discount" else "price_base" end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type_label" text GENERATED ALWAYS AS (case when coalesce(nullif("product_type", ''), nullif(nullif("shoe_details"->>'style', ''), 'Other'), "subcategory") ~ '[A-Z]' then coalesce(nullif("product_type", ''), nullif(nullif("shoe_details"->>'style', ''), 'Other'), "subcategory") else initcap(btrim(regexp_replace(coalesce(nullif("product_type", ''), nullif(nullif("shoe_details"->>'style', ''), 'Other'), "subcategory"), '[^a-zA-Z0-9]+', ' ', 'g'))) end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "brand" || ' ' || coalesce("product_type", '')), 'B') || setweight(to_tsvector('english', "category" || ' ' || "subcategory" || ' ' || coalesce("color", '') || ' ' || coalesce("shoe_details"->>'style', '')), 'C') || setweight(to_tsvector('english', "description"), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "brand" || ' ' || coalesce("product_type", '') || ' ' || coalesce("color", ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("effective_price","id") WHERE "products"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "products_on_sale_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "products_on_sale_name_idx" ON "products" USING btree (lower("name"),"id") WHERE "products"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "products_on_sale_popular_idx" ON "products" USING btree ("view_count","id") WHERE "products"."status" = 'Active';--> statement-breakpoint
-- hand-written: the product's type keys, as the storefront's isOfType compares them. A type
-- filter ('Boots', 'monk-straps') matches a product when its key is one of type_keys, which holds
-- every word-boundary suffix of the keys of the product's type, its shoe style and its type label,
-- so 'Boots' finds 'Chelsea Boots'. drizzle-kit cannot write functions, and a generated column
-- needs its function first, so the column and its index are added here, after them.
CREATE OR REPLACE FUNCTION product_type_key(label text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(btrim(regexp_replace(lower(coalesce(label, '')), '[^a-z0-9]+', '-', 'g'), '-'), 'ies$', 'y'), 's$', '');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_type_keys(product_type text, shoe_style text, subcategory text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    SELECT coalesce(array_agg(DISTINCT array_to_string(words[first_word:], '-')), '{}')
    FROM unnest(ARRAY[
      product_type,
      shoe_style,
      coalesce(nullif(product_type, ''), nullif(nullif(shoe_style, ''), 'Other'), subcategory)
    ]) AS candidate,
    LATERAL string_to_array(nullif(product_type_key(candidate), ''), '-') AS words,
    LATERAL generate_subscripts(words, 1) AS first_word;
  END;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type_keys" text[] GENERATED ALWAYS AS (product_type_keys("product_type", "shoe_details"->>'style', "subcategory")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_type_keys_idx" ON "products" USING gin ("type_keys");
--> statement-breakpoint
-- What the facet counts read, so that without search words they scan this index alone.
CREATE INDEX "products_facets_idx" ON "products" USING btree ("status") INCLUDE ("category", "subcategory", "type_label", "brand", "effective_price", "type_keys");
