import type { AqiQuery, AqiResult, AqiRow } from '../../shared/contract/api/reports';
import { api, type RequestOptions } from './client';

export type { AqiResult, AqiRow };

/** GET /report/aqi: each local day's AQI (HJ 633-2012) of an air station between two dates. */
export function dailyAqi(query: AqiQuery, options?: RequestOptions) {
  return api.get<AqiResult>('/report/aqi', { ...options, query: { ...query } });
}
