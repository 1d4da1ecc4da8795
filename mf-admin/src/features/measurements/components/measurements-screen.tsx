import { useState } from 'react';
import { useQuery, useToken } from '@shop/storefront-sdk';
import { SignedInPagedList } from '../../shared/components/paged-list';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { useFilteredPages } from '../../shared/hooks/use-filtered-pages';
import { MeasurementFilters } from './measurement-filters';
import { MeasurementRow } from './measurement-row';
import {
  adminMeasurementsQueryOptions,
  type MeasurementFilters as Filters,
} from '../api/measurements-api';
import { MEASUREMENTS_TEXT } from '../utils/measurements-messages';
import styles from './measurements.module.css';

const ANY: Filters = { category: '', subcategory: '' };

/** /admin/measurements: every customer's saved measurements, ten records a page. */
export function MeasurementsScreen() {
  const token = useToken();
  const paging = useFilteredPages(ANY);
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...adminMeasurementsQueryOptions(paging.page, paging.filters),
    enabled: token !== null,
  });

  const needle = search.trim().toLowerCase();
  const records = (query.data?.records ?? []).filter(
    ({ userId }) =>
      !needle ||
      (userId?.name ?? '').toLowerCase().includes(needle) ||
      (userId?.email ?? '').toLowerCase().includes(needle),
  );
  const pagination = query.data?.pagination;

  return (
    <ScreenFrame
      title="Customer Measurements"
      subtitle={pagination ? `Total: ${pagination.total} measurements` : undefined}
    >
      <SignedInPagedList
        signedIn={token !== null}
        filters={
          <MeasurementFilters
            search={search}
            onSearchChange={setSearch}
            filters={paging.filters}
            onFiltersChange={paging.changeFilters}
          />
        }
        query={query}
        text={MEASUREMENTS_TEXT}
        noun="measurements"
        shown={records.length}
        paging={paging}
      >
        <ul className={styles.list}>
          {records.map((record) => (
            <MeasurementRow key={record._id} record={record} />
          ))}
        </ul>
      </SignedInPagedList>
    </ScreenFrame>
  );
}
