import {
  ADMIN_PAGE_SIZE,
  type AdminMeasurementsResponse,
  type MEASUREMENT_CATEGORIES,
  type MEASUREMENT_SUBCATEGORIES,
} from '@shop/contracts';
import { devContracts, queryOptions } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';

export interface MeasurementFilters {
  category: (typeof MEASUREMENT_CATEGORIES)[number] | '';
  subcategory: (typeof MEASUREMENT_SUBCATEGORIES)[number] | '';
}

export interface MeasurementPage {
  records: AdminMeasurementsResponse['data'];
  pagination: AdminMeasurementsResponse['pagination'];
}

/** GET /api/measurements/all: one page of every customer's record, newest first. */
export async function fetchAdminMeasurements(
  page: number,
  filters: MeasurementFilters,
): Promise<MeasurementPage> {
  const answer = await adminRequest(
    devContracts?.adminMeasurementsResponseSchema,
    '/api/measurements/all',
    { query: { page, limit: ADMIN_PAGE_SIZE, ...filters } },
  );
  return { records: answer.data, pagination: answer.pagination };
}

export const adminMeasurementsQueryOptions = (page: number, filters: MeasurementFilters) =>
  queryOptions({
    queryKey: ['admin', 'measurements', 'all', page, filters],
    queryFn: () => fetchAdminMeasurements(page, filters),
    staleTime: 0,
  });
