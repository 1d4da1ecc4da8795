DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_brand_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_document_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_newest_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- hand-written: products_type_keys_idx (migration 0005's hand-written block) the same way, its
-- pending entries moved into the index now; then statistics, so the planner knows the catalogue
-- it is given (the embedded engine never gathers them by itself).
ALTER INDEX "products_type_keys_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_type_keys_idx'::regclass);
--> statement-breakpoint
ANALYZE "products";
