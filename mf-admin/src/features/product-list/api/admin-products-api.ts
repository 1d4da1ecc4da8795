import {
  ADMIN_PAGE_SIZE,
  type ProductCategory,
  type ProductPageResponse,
  type ProductStatus,
  type ProductSubcategory,
} from '@shop/contracts';
import { devContracts, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

export interface ProductFilters {
  search: string;
  category: ProductCategory | '';
  subcategory: ProductSubcategory | '';
  status: ProductStatus | '';
}

export const NO_FILTERS: ProductFilters = { search: '', category: '', subcategory: '', status: '' };

export interface AdminProductPage {
  products: ProductPageResponse['data'];
  pagination: ProductPageResponse['pagination'];
}

/**
 * GET /api/product with admin=true: every status, ten a page. The catalog lists Draft and
 * Inactive products to an admin's token only, so it goes along
 * (docs/product/api-and-errors.md#authentication-headers).
 */
export async function fetchAdminProducts(
  filters: ProductFilters,
  page: number,
): Promise<AdminProductPage> {
  const body = await adminRequest(devContracts?.productPageResponseSchema, '/api/product', {
    query: { page, limit: ADMIN_PAGE_SIZE, admin: true, ...filters, search: filters.search.trim() },
  });
  return { products: body.data, pagination: body.pagination };
}

export const adminProductsQueryOptions = (filters: ProductFilters, page: number) =>
  queryOptions({
    queryKey: ['admin-products', filters, page],
    queryFn: () => fetchAdminProducts(filters, page),
    // The back office always reads the catalogue as it is now.
    staleTime: 0,
  });

export const deleteProduct = (id: string) =>
  adminRequest(devContracts?.messageResponseSchema, `/api/product/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
