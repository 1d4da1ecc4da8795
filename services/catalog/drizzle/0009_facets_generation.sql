-- hand-written: a number raised, in the same transaction, by every change of what the
-- collection's facets count (a product added, deleted, or its status, category, subcategory,
-- brand, type or effective price changed; not its stock or views). A replica keeps the facet
-- columns of the Active products in memory and trusts that copy only while this number is the
-- one it was read with, whoever changed the table (another replica, a seed, an operator).
-- Inserts and deletes raise it once per statement, so seeding a catalogue stays cheap.
CREATE TABLE "product_facets_generation" ("generation" bigint NOT NULL);
--> statement-breakpoint
INSERT INTO "product_facets_generation" ("generation") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION "product_facets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_facets_generation" SET "generation" = "generation" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_facets_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_facets_changed" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."subcategory" IS DISTINCT FROM NEW."subcategory"
    OR OLD."brand" IS DISTINCT FROM NEW."brand"
    OR OLD."type_label" IS DISTINCT FROM NEW."type_label"
    OR OLD."type_keys" IS DISTINCT FROM NEW."type_keys"
    OR OLD."effective_price" IS DISTINCT FROM NEW."effective_price"
  ) EXECUTE FUNCTION "product_facets_changed"();
