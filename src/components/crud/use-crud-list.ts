import { useCallback, useState } from 'react';
import { useRequest } from '../../hooks/use-request';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

/** What a list asks for: the filters, the page and, where the resource has a recycle bin, which side. */
export interface CrudQuery {
  filter: Record<string, unknown>;
  page: number;
  pageSize: number;
  deleted: boolean;
}

/**
 * A server-paged list: loads on mount and whenever the filter, page or recycle-bin side changes
 * (a new filter or side goes back to page 1), aborting the call it replaces and the one in flight
 * when the page closes. The table reads `pagination` straight from it.
 */
export function useCrudList<R, A extends { rows: R[]; total: number }>(load: (query: CrudQuery, signal: AbortSignal) => Promise<A>, pageSize = DEFAULT_PAGE_SIZE) {
  const [query, setQuery] = useState<CrudQuery>({ filter: {}, page: 1, pageSize, deleted: false });
  // Query asks again even when the filter is the one shown (the stock a movement just changed).
  const [asked, setAsked] = useState(0);
  const request = useRequest((signal) => load(query, signal), `${asked}:${JSON.stringify(query)}`);
  const setFilter = useCallback((filter: Record<string, unknown>) => {
    setQuery((q) => ({ ...q, filter, page: 1 }));
    setAsked((n) => n + 1);
  }, []);
  const setDeleted = useCallback((deleted: boolean) => setQuery((q) => ({ ...q, deleted, page: 1 })), []);
  const setPage = useCallback((page: number, size: number) => setQuery((q) => ({ ...q, page, pageSize: size })), []);
  return {
    ...request,
    rows: request.data?.rows ?? [],
    query,
    setFilter,
    setDeleted,
    pagination: { current: query.page, pageSize: query.pageSize, total: request.data?.total ?? 0, showSizeChanger: true, onChange: setPage },
  };
}
