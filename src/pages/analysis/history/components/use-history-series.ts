import { useEffect, useState } from 'react';
import { getHisDataByTime, type SeriesResult } from '../../../../api/telemetry';

export interface HistoryQuery {
  ids: string;
  start: number;
  end: number;
}

/** The most points per series the server gives (its cap); the chart downsamples them to its width. */
export const MAX_POINTS = 20000;

export interface HistoryData {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SeriesResult | null;
  error: Error | null;
}

/**
 * GET /datahis/getHisDataByTime for a query, at the server's full resolution cap: the table and
 * the report show these points, the chart LTTB-downsamples them to its pixel width on every zoom.
 * A newer query aborts the one in flight.
 */
export function useHistorySeries(query: HistoryQuery | null, round: number): HistoryData {
  const [state, setState] = useState<HistoryData>({ status: 'idle', data: null, error: null });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: null }));
    getHisDataByTime({ startTime: query.start, endTime: query.end, ids: query.ids, maxPoints: MAX_POINTS }, { signal: controller.signal, main: true }).then(
      (data) => setState({ status: 'ready', data, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [query, round]);
  return state;
}
