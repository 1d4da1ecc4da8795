import {
  ADMIN_PAGE_SIZE,
  type Pagination,
  type Product,
  type ProductCategory,
  type ProductStatus,
  type ProductSubcategory,
} from '@shop/contracts';
import { queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

export interface ProductFilters {
  search: string;
  category: ProductCategory | '';
  subcategory: ProductSubcategory | '';
  status: ProductStatus | '';
}

export const NO_FILTERS: ProductFilters = { search: '', category: '', subcategory: '', status: '' };

export interface AdminProductPage {
  products: Product[];
  pagination: Pagination;
}

/**
 * GET /api/product with admin=true: every status, ten a page. The spec's call sends no token,
 * but the catalog lists Draft and Inactive products to an admin's token only, so it goes along.
 */
export async function fetchAdminProducts(
  filters: ProductFilters,
  page: number,
): Promise<AdminProductPage> {
  const body = await adminRequest<{ data?: Product[]; pagination?: Pagination }>('/api/product', {
    query: { page, limit: ADMIN_PAGE_SIZE, admin: true, ...filters, search: filters.search.trim() },
  });
  const products = body.data ?? [];
  return {
    products,
    pagination: body.pagination ?? {
      page,
      pages: 1,
      total: products.length,
      limit: ADMIN_PAGE_SIZE,
    },
  };
}

export const adminProductsQueryOptions = (filters: ProductFilters, page: number) =>
  queryOptions({
    queryKey: ['admin-products', filters, page],
    queryFn: () => fetchAdminProducts(filters, page),
    // The back office always reads the catalogue as it is now.
    staleTime: 0,
  });

export const deleteProduct = (id: string) =>
  adminRequest<{ success: true; message?: string }>(`/api/product/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
