import type {
  JacketDetails,
  ProductCategory,
  ProductImage,
  ProductStatus,
  ProductSubcategory,
  ShoeDetails,
} from '@shop/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

const onSale = (status: AnyPgColumn) => sql`${status} = 'Active'`;

/** GIN indexes written straight into the index on every change, see the indexes below. */
const ginDirect = { fastupdate: false };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search's text configuration. English stems plurals and endings ('loafers' finds 'Loafer',
 * 'boot' finds 'Boots') and drops words like 'the'; brand and place names pass through it as
 * single words, and misspellings are left to the trigram match on search_text.
 */
export const SEARCH_CONFIG = 'english';

/**
 * What a shopper pays: the discount when set and below base, else base
 * (docs/product/storefront-pages.md#prices).
 */
const effectivePriceSql = sql`case when "price_discount" > 0 and "price_discount" < "price_base" then "price_discount" else "price_base" end`;

/** The product's type as the sidebar shows it: productType, else the shoe style unless 'Other', else the subcategory. */
const typeSourceSql = sql`coalesce(nullif("product_type", ''), nullif(nullif("shoe_details"->>'style', ''), 'Other'), "subcategory")`;

/**
 * The display name of that type, as the storefront's typeDisplayName writes it: a label with a
 * capital stays as it is, 'monk-straps' becomes 'Monk Straps'.
 */
const typeLabelSql = sql`case when ${typeSourceSql} ~ '[A-Z]' then ${typeSourceSql} else initcap(btrim(regexp_replace(${typeSourceSql}, '[^a-zA-Z0-9]+', ' ', 'g'))) end`;

/** Name first, then brand and type, then the words that place it, then the description. */
const searchDocumentSql = sql.raw(
  [
    `setweight(to_tsvector('${SEARCH_CONFIG}', "name"), 'A')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}', "brand" || ' ' || coalesce("product_type", '')), 'B')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}', "category" || ' ' || "subcategory" || ' ' || coalesce("color", '') || ' ' || coalesce("shoe_details"->>'style', '')), 'C')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}', "description"), 'D')`,
  ].join(' || '),
);

/** The words a misspelt query is compared with, letter by letter (trigrams). */
const searchTextSql = sql`lower("name" || ' ' || "brand" || ' ' || coalesce("product_type", '') || ' ' || coalesce("color", ''))`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    category: text('category').$type<ProductCategory>().notNull(),
    subcategory: text('subcategory').$type<ProductSubcategory>().notNull(),
    productType: text('product_type'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    color: text('color'),
    colorCode: text('color_code'),
    /** Optional, stored upper-case; unique when present. */
    sku: varchar('sku', { length: 20 }).unique('products_sku_unique'),
    status: text('status').$type<ProductStatus>().notNull().default('Active'),
    priceBase: money('price_base').notNull(),
    priceDiscount: money('price_discount'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    purchaseCount: integer('purchase_count').notNull().default(0),
    /** Products sharing a model group are colour variants of one another. */
    modelGroup: text('model_group'),
    madeToMeasureCharge: money('made_to_measure_charge'),
    shoeDetails: jsonb('shoe_details').$type<ShoeDetails>(),
    jacketDetails: jsonb('jacket_details').$type<JacketDetails>(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /**
     * Raised by every change of the product (admin edits, images, stock moves), so a form opened
     * earlier can tell, under the row lock, that it no longer shows the product as it is. The
     * view and purchase counters are statistics and leave it alone, as they leave updated_at.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Derived by PostgreSQL from the columns above, so no writer can leave them stale.
    effectivePrice: money('effective_price').generatedAlwaysAs(effectivePriceSql),
    typeLabel: text('type_label').generatedAlwaysAs(typeLabelSql),
    searchDocument: tsvector('search_document').generatedAlwaysAs(searchDocumentSql),
    searchText: text('search_text').generatedAlwaysAs(searchTextSql),
    // type_keys text[] is generated too, through the SQL function product_type_keys; drizzle-kit
    // cannot write that function, so the column is added by hand in migration 0005 and read
    // through productTypeKeys (search/search-conditions.ts).
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_subcategory_idx').on(t.subcategory),
    index('products_status_idx').on(t.status),
    // The back office's list, newest first over every status or one.
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_status_newest_idx').on(t.status, t.createdAt, t.id),
    index('products_model_group_idx').on(t.modelGroup),
    // Trigram indexes: searches match name, brand or SKU by substring, and PostgreSQL can use
    // indexes for such an OR only when every branch has one. No GIN index keeps a pending list
    // (fastupdate): every search would read it whole until a vacuum, which the embedded engine
    // never runs, and the catalogue is read far more often than written.
    index('products_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with(ginDirect),
    index('products_brand_trgm_idx')
      .using('gin', sql`${t.brand} gin_trgm_ops`)
      .with(ginDirect),
    index('products_sku_trgm_idx')
      .using('gin', sql`${t.sku} gin_trgm_ops`)
      .with(ginDirect),
    index('products_search_document_idx').using('gin', t.searchDocument).with(ginDirect),
    index('products_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with(ginDirect),
    // The collection's sorts, over the Active products it shows: a page is read in index order.
    index('products_on_sale_price_idx').on(t.effectivePrice, t.id).where(onSale(t.status)),
    index('products_on_sale_newest_idx').on(t.createdAt, t.id).where(onSale(t.status)),
    index('products_on_sale_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(onSale(t.status)),
    index('products_on_sale_popular_idx').on(t.viewCount, t.id).where(onSale(t.status)),
    // products_facets_idx, over type_keys, is hand-written in migration 0005 with that column.
  ],
);

/** Columns PostgreSQL derives for the search alone; a product's view never needs them. */
type SearchColumn = 'effectivePrice' | 'typeLabel' | 'searchDocument' | 'searchText';

/** A product as stored, without the search's derived columns. */
export type ProductRow = Omit<typeof products.$inferSelect, SearchColumn>;

/** What `select(productColumns)` reads: every column but the search's derived ones. */
export const productColumns = omitSearchColumns(getTableColumns(products));

function omitSearchColumns<T extends Record<SearchColumn, unknown>>(
  columns: T,
): Omit<T, SearchColumn> {
  const {
    effectivePrice: _effectivePrice,
    typeLabel: _typeLabel,
    searchDocument: _searchDocument,
    searchText: _searchText,
    ...stored
  } = columns;
  return stored;
}
export type NewProductRow = typeof products.$inferInsert;

/** The product's next version, for the `set` of every change of it. */
export const raisedVersion = () => sql<number>`${products.version} + 1`;
