import { DATAHIS_ENDPOINTS, type GranularityName, type SeriesResult } from '../../shared/contract/api/datahis';
import { REALTIME_ENDPOINTS, type RealtimeDevice, type RealtimeParam } from '../../shared/contract/api/realtime';
import { ANALYSIS_SUMMARY_ENDPOINTS, type Summary as SummaryResult, type SummaryRow } from '../../shared/contract/api/analysis-summary';
import type { EndpointData } from '../../shared/contract/endpoint';
import { call, type CallOptions } from './call';

export type { RealtimeDevice, RealtimeParam, SeriesResult, SummaryResult, SummaryRow };
export type AverageResult = EndpointData<typeof DATAHIS_ENDPOINTS.average>;
export type Granularity = GranularityName;

/**
 * GET /datahis/getHisDataByTime: series of several devices (ids "AW00001,AW00002:do") in
 * [startTime, endTime), folded by the server into at most `maxPoints` buckets per series.
 */
export function getHisDataByTime(query: { startTime: number; endTime: number; ids: string; maxPoints?: number }, options: CallOptions = {}) {
  return call(
    DATAHIS_ENDPOINTS.series,
    { query: { startTime: String(query.startTime), endTime: String(query.endTime), ids: query.ids, maxPoints: query.maxPoints } },
    options,
  );
}

/**
 * GET /datahis/findAverage: averages of one device per local year, quarter, month, ... The
 * times are "YYYY-MM-DD" in the device's own time zone, so calendar periods line up with it.
 */
export function findAverage(query: { startTime: string; endTime: string; device_id: string; dataType: Granularity; paraName?: string }) {
  return call(DATAHIS_ENDPOINTS.average, { query }, { main: true });
}

/** GET /analysis/summary: per device and factor min, max, average and hours over the standard. */
export function analysisSummary(query: { startTime: number; endTime: number; device_ids?: string[] }) {
  return call(
    ANALYSIS_SUMMARY_ENDPOINTS.summary,
    { query: { startTime: String(query.startTime), endTime: String(query.endTime), device_ids: query.device_ids?.join(',') || undefined } },
    { main: true },
  );
}

/** GET /userdevices/realtime/{deviceId}, once (the live page reads it through streams/ instead). */
export function getDeviceRealtime(deviceId: string) {
  return call(REALTIME_ENDPOINTS.device, { params: { deviceId } });
}

/** GET /realtimeAll: the latest values of every device the caller sees, once (the phone keeps the answer for offline). */
export function getRealtimeAll(options: CallOptions = {}) {
  return call(REALTIME_ENDPOINTS.all, undefined, options);
}
