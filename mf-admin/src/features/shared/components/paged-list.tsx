import type { ReactNode } from 'react';
import { Button, Pager, Spinner } from '@shop/ui';
import { adminErrorMessage } from '../api/admin-request';
import type { Paging } from '../hooks/use-filtered-pages';
import controls from './list-state.module.css';

/** docs/product/admin.md#pagers: the order and measurement pagers show at most 5 page buttons. */
const MAX_PAGE_BUTTONS = 5;

interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { pagination: { page: number; pages: number; total: number } };
}

interface Props {
  query: ListQuery;
  /** The screen's words for loading, nothing found and a failed load. */
  text: { loading: string; empty: string; fetchFailed: string };
  /** What the page shows, e.g. 'orders': 'Showing 3 of 12 orders (Page 1 of 2)'. */
  noun: string;
  shown: number;
  paging: Paging;
  children: ReactNode;
}

/**
 * A paged admin list in its states: the failure with Try Again, 'Loading...', the empty word,
 * else the rows, then the count and up to five page buttons (docs/product/admin.md#pagers).
 */
export function PagedList({ query, text, noun, shown, paging, children }: Props) {
  if (query.isError) {
    return (
      <div className={controls.state} role="alert">
        <p>{adminErrorMessage(query.error, text.fetchFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className={controls.state}>
        <Spinner label="" />
        <p>{text.loading}</p>
      </div>
    );
  }
  const pagination = query.data?.pagination;
  return (
    <>
      {shown === 0 ? <p className={controls.state}>{text.empty}</p> : children}
      {pagination && pagination.total > 0 && (
        <>
          <p className={controls.summary}>
            Showing {shown} of {pagination.total} {noun} (Page {pagination.page} of{' '}
            {pagination.pages})
          </p>
          <Pager
            page={paging.page}
            pages={pagination.pages}
            numbering="run"
            maxButtons={MAX_PAGE_BUTTONS}
            steps="words"
            onPageChange={paging.setPage}
          />
        </>
      )}
    </>
  );
}

interface SignedInProps extends Props {
  signedIn: boolean;
  text: Props['text'] & { loginRequired: string };
  /** The list's toolbar, above it. */
  filters: ReactNode;
}

/** An admin list screen's body: the login word without a token, else its filters over the list. */
export function SignedInPagedList({ signedIn, filters, ...list }: SignedInProps) {
  if (!signedIn) return <p className={controls.state}>{list.text.loginRequired}</p>;
  return (
    <>
      {filters}
      <PagedList {...list} />
    </>
  );
}
