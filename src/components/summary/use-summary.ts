import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { analysisSummary, type SummaryResult } from '../../api/telemetry';

export interface SummaryQuery {
  range: [Dayjs, Dayjs];
  deviceIds: string[];
}

export interface SummaryState {
  status: 'loading' | 'ready' | 'error';
  data: SummaryResult | null;
  error: Error | null;
}

export const defaultSummaryQuery = (): SummaryQuery => ({ range: [dayjs().subtract(7, 'day').startOf('hour'), dayjs()], deviceIds: [] });

/** GET /analysis/summary for a query (all visible devices when none is chosen); reloads on each new query. */
export function useSummary(query: SummaryQuery): SummaryState {
  const [state, setState] = useState<SummaryState>({ status: 'loading', data: null, error: null });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    analysisSummary({ startTime: query.range[0].valueOf(), endTime: query.range[1].valueOf(), device_ids: query.deviceIds }).then(
      (data) => live && setState({ status: 'ready', data, error: null }),
      (error: Error) => live && setState({ status: 'error', data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [query]);
  return state;
}
