import type {
  JacketDetails,
  ProductCategory,
  ProductImage,
  ProductStatus,
  ProductSubcategory,
  ShoeDetails,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_subcategory_idx').on(t.subcategory),
    index('products_status_idx').on(t.status),
    index('products_created_at_idx').on(t.createdAt),
    index('products_model_group_idx').on(t.modelGroup),
    // Trigram indexes: searches match name, brand or SKU by substring, and PostgreSQL can use
    // indexes for such an OR only when every branch has one.
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_brand_trgm_idx').using('gin', sql`${t.brand} gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
