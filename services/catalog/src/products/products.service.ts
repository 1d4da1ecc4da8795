import { Injectable } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE,
  productIdSchema,
  type Pagination,
  type Product,
  type ProductListQuery,
  type ProductLookup,
  type ProductSearchFacets,
  type ProductSearchQuery,
} from '@shop/contracts';
import { containsPattern, InjectDatabase, type Database } from '@shop/service-kit';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { InjectSearchIndex, type SearchIndex } from '../search/search-index';
import { toProductLookup } from './product-lookup';
import { toProductView, toVariant } from './product-view';
import { productColumns, products, type ProductRow } from './products.table';

export interface ProductsLookup {
  products: ProductLookup[];
  /** Asked-for ids the catalogue does not hold, in the order asked. */
  missing: string[];
}

export interface ProductPage {
  products: Product[];
  /** Present when the caller asked for a page. */
  pagination?: Pagination;
}

export interface ProductSearchPage {
  products: Product[];
  pagination: Pagination;
  facets: ProductSearchFacets;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

@Injectable()
export class ProductsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectSearchIndex() private readonly searchIndex: SearchIndex,
  ) {}

  /**
   * Active products newest first, or every status for the admin list. Asking for a page or a
   * page size turns on pagination.
   */
  async list(query: ProductListQuery): Promise<ProductPage> {
    const where = listFilter(query);
    if (query.page === undefined && query.limit === undefined) {
      const rows = await this.db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...newestFirst);
      return { products: await this.withColoursOfAll(rows) };
    }

    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_PAGE_SIZE;
    const [{ total }] = await this.db.select({ total: count() }).from(products).where(where);
    // The page's ids first, from the (status,) created_at, id index alone, then their rows: the
    // products skipped over on the way to page 500 are never read.
    const pageIds = this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit);
    const rows = await this.db
      .select(withVariantColumns)
      .from(products)
      .where(inArray(products.id, pageIds))
      .orderBy(...newestFirst);
    return {
      products: rows.map(withVariants),
      pagination: { page, pages: Math.ceil(total / limit), total, limit },
    };
  }

  /** One page of the collection's search, in the index's order, with the facet counts. */
  async search(query: ProductSearchQuery): Promise<ProductSearchPage> {
    const { productIds, total, facets } = await this.searchIndex.search(query);
    const rows = productIds.length
      ? await this.db
          .select(withVariantColumns)
          .from(products)
          .where(inArray(products.id, productIds))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A product deleted between the search and this read is left out rather than shown blank.
    const ordered = productIds.flatMap((id) => byId.get(id) ?? []);
    return {
      products: ordered.map(withVariants),
      pagination: {
        page: query.page,
        pages: Math.ceil(total / query.limit),
        total,
        limit: query.limit,
      },
      facets,
    };
  }

  /** One product for its page, with its colour variants; `activeOnly` hides Draft and Inactive. */
  async find(id: string, { activeOnly = false } = {}): Promise<Product | undefined> {
    const where = and(eq(products.id, id), activeOnly ? eq(products.status, 'Active') : undefined);
    const [row] = await this.db.select(withVariantColumns).from(products).where(where);
    return row && withVariants(row);
  }

  /** The asked-for products as they are now, whatever their status, in the order asked. */
  async lookup(ids: string[]): Promise<ProductsLookup> {
    const asked = [...new Set(ids)];
    const wellFormed = asked.filter((id) => productIdSchema.safeParse(id).success);
    const rows = wellFormed.length
      ? await this.db.select(productColumns).from(products).where(inArray(products.id, wellFormed))
      : [];
    // PostgreSQL answers uuids in lower case, whatever case they were asked in.
    const found = new Map(rows.map((row) => [row.id, row]));
    const rowFor = (id: string) => found.get(id.toLowerCase());
    return {
      products: asked.flatMap((id) => {
        const row = rowFor(id);
        return row ? [toProductLookup(row)] : [];
      }),
      missing: asked.filter((id) => !rowFor(id)),
    };
  }

  /**
   * The whole list's colours in one more statement: a subquery per row (variantsColumn), cheap
   * for a page, would be run thousands of times here.
   */
  private async withColoursOfAll(rows: ProductRow[]): Promise<Product[]> {
    const groups = [
      ...new Set(rows.map((row) => row.modelGroup).filter((group) => group !== null)),
    ];
    const siblings = groups.length
      ? await this.db
          .select({ ...variantColumns, modelGroup: products.modelGroup })
          .from(products)
          .where(and(inArray(products.modelGroup, groups), eq(products.status, 'Active')))
          .orderBy(products.createdAt, products.id)
      : [];
    const byGroup = new Map<string | null, typeof siblings>();
    for (const sibling of siblings) {
      const group = byGroup.get(sibling.modelGroup);
      if (group) group.push(sibling);
      else byGroup.set(sibling.modelGroup, [sibling]);
    }
    return rows.map((row) => {
      const colours = byGroup.get(row.modelGroup) ?? [];
      return toProductView(row, colours.filter((sibling) => sibling.id !== row.id).map(toVariant));
    });
  }
}

const variantColumns = { id: products.id, color: products.color, colorCode: products.colorCode };

/** A product's other Active colours, oldest first, read as a column of its own row. */
const variantsColumn = sql<ProductVariantRow[]>`coalesce((
    select json_agg(
      json_build_object('id', sibling.id, 'color', sibling.color, 'colorCode', sibling.color_code)
      order by sibling.created_at, sibling.id)
    from ${products} as sibling
    where sibling.model_group = ${products}.model_group and sibling.status = 'Active'
      and sibling.id <> ${products}.id
  ), '[]'::json)`;

const withVariantColumns = { ...productColumns, variants: variantsColumn };

/** The product as answered, with the other colours of its model group. */
function withVariants({
  variants,
  ...row
}: ProductRow & { variants: ProductVariantRow[] }): Product {
  return toProductView(row, variants.map(toVariant));
}

type ProductVariantRow = Pick<ProductRow, 'id' | 'color' | 'colorCode'>;

function listFilter(query: ProductListQuery): SQL | undefined {
  const admin = query.admin === 'true';
  const conditions: Array<SQL | undefined> = [
    admin
      ? query.status
        ? eq(products.status, query.status)
        : undefined
      : eq(products.status, 'Active'),
    query.category ? eq(products.category, query.category) : undefined,
    query.subcategory ? eq(products.subcategory, query.subcategory) : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(products.sku, pattern),
      ),
    );
  }
  return and(...conditions);
}
