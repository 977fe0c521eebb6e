import { useEffect, useMemo, useRef, useState } from 'react';
import { getHisDataByTime, type RealtimeDevice } from '../../api/telemetry';
import { toXY, type XYSeries } from '../../lib/lttb';
import { rangeStart, type RecentRangeKey } from './recent-ranges';

type Point = { ts: number; value: number };

export interface RecentHistory {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: Error | null;
  /** param_key -> the recent range, history then live points. */
  series: Map<string, XYSeries>;
  /** The x range of the chart: the recent range up to now. */
  window: readonly [number, number];
}

/** Requests in pixels are rounded up to this, so a resize by a few pixels does not refetch. */
const WIDTH_STEP = 200;

/**
 * The recent range of one device for the live chart: GET /datahis/getHisDataByTime once per
 * device, range and width (maxPoints = the chart's pixel width), then each new live value of the
 * stream appended, and points that fall out of the range dropped.
 */
export function useRecentHistory(deviceId: string | null, range: RecentRangeKey, width: number, live: RealtimeDevice | undefined): RecentHistory {
  const maxPoints = Math.max(WIDTH_STEP, Math.ceil(width / WIDTH_STEP) * WIDTH_STEP);
  const [loaded, setLoaded] = useState<{ key: string; points: Map<string, Point[]>; from: number } | null>(null);
  const [status, setStatus] = useState<RecentHistory['status']>('idle');
  const [error, setError] = useState<Error | null>(null);
  const appended = useRef(new Map<string, Point[]>());
  const key = `${deviceId}|${range}|${maxPoints}`;

  useEffect(() => {
    if (!deviceId || width <= 0) return;
    const controller = new AbortController();
    const now = Date.now();
    const from = rangeStart(range, now);
    setStatus('loading');
    getHisDataByTime({ startTime: from, endTime: now + 1000, ids: deviceId, maxPoints }, { signal: controller.signal }).then(
      (result) => {
        const points = new Map<string, Point[]>();
        for (const s of result.series) points.set(s.param_key, s.points.map((p) => ({ ts: p.ts, value: p.value })));
        appended.current = new Map();
        setLoaded({ key, points, from });
        setStatus('ready');
        setError(null);
      },
      (caught: Error) => {
        if (controller.signal.aborted) return;
        setStatus('error');
        setError(caught);
      },
    );
    return () => controller.abort();
    // `key` holds deviceId, range and maxPoints.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = loaded?.key === key ? loaded : null;
  // Live values newer than what the history holds are appended as they arrive.
  const liveStamp = live?.params.map((p) => `${p.param_key}:${p.ts}`).join(',');
  return useMemo(() => {
    const now = Date.now();
    const from = rangeStart(range, now);
    const series = new Map<string, XYSeries>();
    if (current) {
      for (const p of live?.device_id === deviceId ? (live?.params ?? []) : []) {
        if (p.value === null || p.ts === null) continue;
        const history = current.points.get(p.param_key) ?? [];
        const extra = appended.current.get(p.param_key) ?? [];
        const lastTs = extra.length > 0 ? extra[extra.length - 1].ts : (history[history.length - 1]?.ts ?? -Infinity);
        if (p.ts > lastTs) appended.current.set(p.param_key, [...extra, { ts: p.ts, value: p.value }]);
      }
      for (const [param, history] of current.points) {
        const all = [...history, ...(appended.current.get(param) ?? [])].filter((pt) => pt.ts >= from);
        series.set(param, toXY(all));
      }
    }
    return { status, error, series, window: [from, now] as const };
    // liveStamp stands for `live`: only new readings matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, liveStamp, status, error, range, deviceId]);
}
