import {
  ADMIN_PAGE_SIZE,
  type AdminMeasurementRecord,
  type AdminMeasurementsResponse,
  type MEASUREMENT_CATEGORIES,
  type MEASUREMENT_SUBCATEGORIES,
  type Pagination,
} from '@shop/contracts';
import { queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

export interface MeasurementFilters {
  category: (typeof MEASUREMENT_CATEGORIES)[number] | '';
  subcategory: (typeof MEASUREMENT_SUBCATEGORIES)[number] | '';
}

export interface MeasurementPage {
  records: AdminMeasurementRecord[];
  pagination: Pagination;
}

/** GET /api/measurements/all: one page of every customer's record, newest first. */
export async function fetchAdminMeasurements(
  page: number,
  filters: MeasurementFilters,
): Promise<MeasurementPage> {
  const answer = await adminRequest<AdminMeasurementsResponse>('/api/measurements/all', {
    query: { page, limit: ADMIN_PAGE_SIZE, ...filters },
  });
  return { records: answer.data, pagination: answer.pagination };
}

export const adminMeasurementsQueryOptions = (page: number, filters: MeasurementFilters) =>
  queryOptions({
    queryKey: ['admin', 'measurements', 'all', page, filters],
    queryFn: () => fetchAdminMeasurements(page, filters),
    staleTime: 0,
  });
