import { useState } from 'react';
import type { Product } from '@shop/contracts';
import { useQuery } from '@shop/storefront-sdk';
import { Pager, Spinner } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { EditProductDialog } from './edit-product-dialog';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { useFilteredPages } from '../../shared/hooks/use-filtered-pages';
import {
  adminProductsQueryOptions,
  NO_FILTERS,
  type ProductFilters as Filters,
} from '../api/admin-products-api';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';
import styles from './product-list-screen.module.css';

/** docs/product/admin.md#all-products-list: All Products List (/admin/list). */
export function ProductListScreen() {
  const { page, setPage, filters, changeFilters } = useFilteredPages<Filters>(NO_FILTERS);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const list = useQuery(adminProductsQueryOptions(filters, page));
  const pagination = list.data?.pagination;

  return (
    <ScreenFrame title="All Products List">
      <p className={styles.total}>
        Total Products: <strong>{pagination?.total ?? 0}</strong>
      </p>
      <ProductFilters filters={filters} onChange={changeFilters} />
      {list.isPending ? (
        <p className={styles.state}>
          <Spinner size="sm" label="" /> {PRODUCT_SCREEN_MESSAGES.loading}
        </p>
      ) : list.isError ? (
        <p className={styles.state} role="alert">
          {adminErrorMessage(list.error, PRODUCT_SCREEN_MESSAGES.fetchFailed)}
        </p>
      ) : list.data?.products.length ? (
        <ProductTable products={list.data.products} onEdit={setEditing} onDelete={setDeleting} />
      ) : (
        <p className={styles.state}>{PRODUCT_SCREEN_MESSAGES.empty}</p>
      )}
      {pagination && (
        <Pager
          className={styles.pager}
          page={page}
          pages={pagination.pages}
          steps="words"
          onPageChange={setPage}
        />
      )}
      <DeleteProductDialog
        product={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // Deleting the only product of a later page shows the page before it.
          if (page > 1 && list.data?.products.length === 1) setPage(page - 1);
          else void list.refetch();
        }}
      />
      {editing && (
        <EditProductDialog
          key={editing._id}
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
