import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { track, usePageMeta } from '@shop/storefront-sdk';
import { Button, Pager, SectionTitle, buttonClassName, cx } from '@shop/ui';
import controls from '../../shared/components/controls.module.css';
import { Icon } from '../../shared/components/icon';
import { ProductGrid } from '../../shared/components/product-grid';
import { ProductTile } from '../../shared/components/product-tile';
import { ProductTileSkeleton } from '../../shared/components/product-tile-skeleton';
import { COLLECTION_SKELETON_COUNT } from '../../../constants';
import { productListErrorMessage } from '../../shared/api/product-list';
import { COLLECTION_MESSAGES } from '../../../messages';
import { useCollectionSearch } from '../api/get-products';
import { useCollectionState } from '../hooks/use-collection-state';
import {
  activeFilterCount,
  filterGroupsFromFacets,
  hasActiveFilters,
} from '../utils/collection-filters';
import {
  collectionCanonicalPath,
  collectionDescription,
  collectionTitle,
  describeChoices,
  emptyCategory,
} from '../utils/collection-title';
import { CollectionFiltersPanel } from './collection-filters-panel';
import { CollectionNotice } from './collection-notice';
import { FilterSheet } from './filter-sheet';
import { SearchBar } from './search-bar';
import { SortSelect } from './sort-select';
import styles from './collection-page.module.css';

const reloadPage = () => window.location.reload();
/** A phone's first row: its pictures are the page's largest paint, fetched first. */
const FIRST_ROW_TILES = 2;

/**
 * docs/product/storefront-pages.md#collection: filters sidebar, sort, search and the product grid
 * with its states.
 */
export function CollectionPage() {
  const state = useCollectionState();
  const { filters, view } = state;
  const products = useCollectionSearch(view);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggle.current?.focus();
  };

  // A search counts once the query reaches the URL (after the typing pause), not per keystroke.
  const searchTerm = view.filters.search.trim();
  useEffect(() => {
    if (searchTerm) track('search', { search_term: searchTerm });
  }, [searchTerm]);

  const found = products.shown;
  const groups = useMemo(
    () => (found ? filterGroupsFromFacets(found.facets, view.filters) : undefined),
    [found, view.filters],
  );
  const total = found?.pagination.total ?? 0;
  const pages = Math.max(1, found?.pagination.pages ?? 1);
  const currentPage = Math.min(view.page, pages);
  const pageItems = found?.data ?? [];
  const activeCount = activeFilterCount(view.filters);
  const loading = !found && !products.isError;
  /** Filters only make sense once there are products to narrow, or choices to undo. */
  const hasCatalogue = total > 0 || hasActiveFilters(view.filters);
  const title = collectionTitle(view.filters);
  const emptyKind = emptyCategory(view.filters);
  const [params] = useSearchParams();
  usePageMeta({
    title,
    description: collectionDescription(title, found?.pagination.total),
    canonicalPath: collectionCanonicalPath(params),
  });

  const changePage = (next: number) => {
    state.setPage(next);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  let results;
  if (loading) {
    results = (
      <ProductGrid label="Loading products">
        {Array.from({ length: COLLECTION_SKELETON_COUNT }, (_, i) => (
          <ProductTileSkeleton key={i} />
        ))}
      </ProductGrid>
    );
  } else if (products.isError) {
    results = (
      <CollectionNotice
        tone="error"
        title={COLLECTION_MESSAGES.errorLoading}
        message={productListErrorMessage(products.error)}
        action={<Button onClick={reloadPage}>{COLLECTION_MESSAGES.tryAgain}</Button>}
      />
    );
  } else if (total === 0 && !hasActiveFilters(view.filters)) {
    results = (
      <CollectionNotice
        title={COLLECTION_MESSAGES.noneAvailable}
        message="New pieces are on the workbench. Please check back soon."
      />
    );
  } else if (total === 0 && emptyKind) {
    results = (
      <CollectionNotice
        title={emptyKind.heading}
        message={COLLECTION_MESSAGES.noneOfKind(emptyKind.kind)}
        action={
          <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
            {COLLECTION_MESSAGES.wholeCollection}
          </Link>
        }
      />
    );
  } else if (total === 0) {
    results = (
      <CollectionNotice
        title={COLLECTION_MESSAGES.noneFound}
        message={COLLECTION_MESSAGES.nothingMatches(describeChoices(view.filters))}
        action={
          <Button variant="secondary" onClick={state.clearAll}>
            {COLLECTION_MESSAGES.clearFilters}
          </Button>
        }
      />
    );
  } else {
    results = (
      <>
        <ProductGrid label="Products" busy={products.stale}>
          {pageItems.map((product, index) => (
            <ProductTile key={product._id} product={product} priority={index < FIRST_ROW_TILES} />
          ))}
        </ProductGrid>
        <Pager
          className={styles.pager}
          page={currentPage}
          pages={pages}
          onPageChange={changePage}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      {state.searchOpen && (
        <SearchBar
          value={filters.search}
          onChange={(search) => state.updateFilters({ search })}
          onClose={state.closeSearch}
        />
      )}
      <header className={styles.head}>
        <SectionTitle eyebrow="Shop" title={title} level={1} />
      </header>

      <div className={styles.toolbar}>
        {hasCatalogue && (
          <button
            ref={filtersToggle}
            type="button"
            className={cx(controls.box, styles.filtersToggle)}
            aria-expanded={filtersOpen}
            aria-controls="collection-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon name="filters" size={18} />
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
        )}
        <p className={styles.count} aria-live="polite">
          {!loading && !products.isError && `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        <div className={styles.tools}>
          {!state.searchOpen && (
            <button
              type="button"
              className={styles.iconButton}
              onClick={state.openSearch}
              aria-label="Search"
            >
              <Icon name="search" size={18} />
            </button>
          )}
          <SortSelect value={state.sort} onChange={state.changeSort} />
        </div>
      </div>

      <div className={styles.layout} data-with-filters={hasCatalogue}>
        {hasCatalogue && groups && (
          <FilterSheet open={filtersOpen} onClose={closeFilters} total={found ? total : null}>
            <CollectionFiltersPanel
              groups={groups}
              filters={filters}
              onChange={state.updateFilters}
              onClear={state.clearAll}
              titled={!filtersOpen}
            />
          </FilterSheet>
        )}
        <section className={styles.results} aria-labelledby="collection-results">
          {/* Between the page's h1 and the products' h3s, whether or not the filters show. */}
          <h2 id="collection-results" className="visually-hidden">
            Results
          </h2>
          {results}
        </section>
      </div>
    </div>
  );
}
