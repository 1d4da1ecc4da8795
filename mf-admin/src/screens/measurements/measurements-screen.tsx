import { useState } from 'react';
import { useQuery, useToken } from '@shop/storefront-sdk';
import { Button, Spinner } from '@shop/ui';
import { adminErrorMessage } from '../../api/admin-request';
import controls from '../../components/controls.module.css';
import { PageButtons } from '../../components/page-buttons';
import { ScreenFrame } from '../screen-frame';
import { MeasurementFilters } from './measurement-filters';
import { MeasurementRow } from './measurement-row';
import {
  adminMeasurementsQueryOptions,
  type MeasurementFilters as Filters,
} from './measurements-api';
import { MEASUREMENTS_TEXT } from './measurements-messages';
import styles from './measurements.module.css';

const ANY: Filters = { category: '', subcategory: '' };

/** /admin/measurements: every customer's saved measurements, ten records a page. */
export function MeasurementsScreen() {
  const token = useToken();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(ANY);
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...adminMeasurementsQueryOptions(page, filters),
    enabled: token !== null,
  });

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

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
      {!token ? (
        <p className={controls.state}>{MEASUREMENTS_TEXT.loginRequired}</p>
      ) : (
        <>
          <MeasurementFilters
            search={search}
            onSearchChange={setSearch}
            filters={filters}
            onFiltersChange={changeFilters}
          />
          {query.isError ? (
            <div className={controls.state} role="alert">
              <p>{adminErrorMessage(query.error, MEASUREMENTS_TEXT.fetchFailed)}</p>
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            </div>
          ) : query.isPending ? (
            <div className={controls.state}>
              <Spinner label="" />
              <p>{MEASUREMENTS_TEXT.loading}</p>
            </div>
          ) : records.length === 0 ? (
            <p className={controls.state}>{MEASUREMENTS_TEXT.empty}</p>
          ) : (
            <ul className={styles.list}>
              {records.map((record) => (
                <MeasurementRow key={record._id} record={record} />
              ))}
            </ul>
          )}
          {pagination && pagination.total > 0 && !query.isError && (
            <>
              <p className={controls.summary}>
                Showing {records.length} of {pagination.total} measurements (Page {pagination.page}{' '}
                of {pagination.pages})
              </p>
              <PageButtons page={page} pages={pagination.pages} onPageChange={setPage} />
            </>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
