import { useCallback, useState } from 'react';
import { useRequest } from './use-request';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract/paging';

export interface PageState {
  page: number;
  pageSize: number;
}

/**
 * A server-paged list with filters: paging state over the one request hook, which loads on mount
 * and whenever the filter or page changes (aborting the call for the previous ones); a new filter
 * goes back to page 1. The table reads `pagination` straight from it.
 */
export function usePagedList<F extends object, R>(load: (query: F & PageState, signal: AbortSignal) => Promise<{ rows: R[]; total: number }>, initial: F) {
  const [query, setQuery] = useState<F & PageState>({ ...initial, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const request = useRequest((signal) => load(query, signal), JSON.stringify(query));
  const setFilter = useCallback((filter: F) => setQuery((q) => ({ ...filter, page: 1, pageSize: q.pageSize })), []);
  const setPage = useCallback((page: number, pageSize: number) => setQuery((q) => ({ ...q, page, pageSize })), []);
  return {
    ...request,
    query,
    setFilter,
    pagination: {
      current: query.page,
      pageSize: query.pageSize,
      total: request.data?.total ?? 0,
      showSizeChanger: true,
      onChange: setPage,
    },
  };
}
