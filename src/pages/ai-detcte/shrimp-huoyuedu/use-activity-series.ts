import { useEffect, useMemo, useState } from 'react';
import { getDeviceRealtime$ } from '../../../../streams';
import { getHisDataByTime, type RealtimeParam } from '../../../api/telemetry';
import { useStream } from '../../../hooks/use-stream';
import { useRequest } from '../../../hooks/use-request';
import { ACTIVITY_PARAM, appendPoint, mergeHistory, WINDOW_MS, type ActivityPoint } from './activity-series';

const HISTORY_POINTS = 900;

export interface ActivitySeries {
  points: ActivityPoint[];
  /** The device's activity parameter as the real-time answer gives it (value, ideal bounds). */
  param: RealtimeParam | null;
  historyError: Error | null;
  loading: boolean;
}

/**
 * The activity curve of one device: the last half hour from history once, then every new value
 * of the live stream (polls and socket pushes). Mount it per device (key={deviceId}).
 */
export function useActivitySeries(deviceId: string): ActivitySeries {
  const history = useRequest(async () => {
    const end = Date.now();
    const result = await getHisDataByTime({ startTime: end - WINDOW_MS, endTime: end, ids: `${deviceId}:${ACTIVITY_PARAM}`, maxPoints: HISTORY_POINTS });
    const series = result.series.find((s) => s.param_key === ACTIVITY_PARAM);
    return (series?.points ?? []).map((p) => ({ ts: p.ts, value: p.value }));
  });
  const live = useStream(useMemo(() => getDeviceRealtime$(deviceId), [deviceId]));
  const param = live.data?.params.find((p) => p.param_key === ACTIVITY_PARAM) ?? null;
  const [livePoints, setLivePoints] = useState<readonly ActivityPoint[]>([]);
  const value = param?.value ?? null;
  const ts = param?.ts ?? Number.NaN;
  useEffect(() => {
    if (value === null || !Number.isFinite(ts)) return;
    setLivePoints((points) => appendPoint(points, { ts, value }, Date.now()));
  }, [value, ts]);
  const points = useMemo(() => mergeHistory(history.data ?? [], livePoints), [history.data, livePoints]);
  return { points, param, historyError: history.error, loading: history.status === 'loading' && live.data === undefined };
}
