import type { Static } from 'typebox';
import type { AverageSchema, GranularityName, SeriesResult } from '../../shared/contract/api/datahis';
import type { RealtimeDevice, RealtimeParam } from '../../shared/contract/api/realtime';
import type { Summary as SummaryResult, SummaryRow } from '../../shared/contract/api/analysis-summary';
import { api } from './client';

export type { RealtimeDevice, RealtimeParam, SeriesResult, SummaryResult, SummaryRow };
export type AverageResult = Static<typeof AverageSchema>;
export type Granularity = GranularityName;

/**
 * GET /datahis/getHisDataByTime: series of several devices (ids "AW00001,AW00002:do") in
 * [startTime, endTime), folded by the server into at most `maxPoints` buckets per series.
 */
export function getHisDataByTime(
  query: { startTime: number; endTime: number; ids: string; maxPoints?: number },
  options: { signal?: AbortSignal; main?: boolean } = {},
) {
  return api.get<SeriesResult>('/datahis/getHisDataByTime', {
    query: { startTime: String(query.startTime), endTime: String(query.endTime), ids: query.ids, maxPoints: query.maxPoints },
    ...options,
  });
}

/**
 * GET /datahis/findAverage: averages of one device per local year, quarter, month, ... The
 * times are "YYYY-MM-DD" in the device's own time zone, so calendar periods line up with it.
 */
export function findAverage(query: { startTime: string; endTime: string; device_id: string; dataType: Granularity; paraName?: string }) {
  return api.get<AverageResult>('/datahis/findAverage', { query, main: true });
}

/** GET /analysis/summary: per device and factor min, max, average and hours over the standard. */
export function analysisSummary(query: { startTime: number; endTime: number; device_ids?: string[] }) {
  return api.get<SummaryResult>('/analysis/summary', {
    query: { startTime: String(query.startTime), endTime: String(query.endTime), device_ids: query.device_ids?.join(',') || undefined },
    main: true,
  });
}

/** GET /userdevices/realtime/{deviceId}, once (the live page reads it through streams/ instead). */
export function getDeviceRealtime(deviceId: string) {
  return api.get<RealtimeDevice>(`/userdevices/realtime/${encodeURIComponent(deviceId)}`);
}
