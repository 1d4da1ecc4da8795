import { queryOptions, useQuery } from '@shop/storefront-sdk';
import { getMeasurements } from './measurements-api';

/** Keyed by token: another shopper signing in on this browser never sees the previous record. */
export const measurementsQueryKey = (token: string) => ['measurements', token] as const;

export const getMeasurementsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: measurementsQueryKey(token),
    queryFn: getMeasurements,
    // Always asked again when the profile opens; readers at the same moment share one request.
    staleTime: 0,
  });

/** The saved record (null: none yet) of the signed-in shopper. */
export function useSavedMeasurements(token: string) {
  return useQuery(getMeasurementsQueryOptions(token));
}
