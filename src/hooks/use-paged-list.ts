import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequest } from '../lib/use-request';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract/paging';

export interface PageState {
  page: number;
  pageSize: number;
}


/**
 * A server-paged list with filters: loads on mount and whenever the filter or page changes; a
 * new filter goes back to page 1. The table reads `pagination` straight from it.
 */
export function usePagedList<F extends object, R>(load: (query: F & PageState) => Promise<{ rows: R[]; total: number }>, initial: F) {
  const [query, setQuery] = useState<F & PageState>({ ...initial, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const request = useRequest(() => load(query));
  const { reload } = request;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    reload();
  }, [query, reload]);

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
