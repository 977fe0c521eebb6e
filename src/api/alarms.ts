import { ALARM_ENDPOINTS, type AlarmExportQuery, type AlarmRow, type AlarmStateFilter } from '../../shared/contract/api/alarms';
import { FAULT_ANALYSIS_ENDPOINTS, type FaultAnalysis, type FaultAnalysisQuery } from '../../shared/contract/api/fault-analysis';
import { storedLanguage } from '../i18n/language';
import { addressOf, call, type CallOptions } from './call';
import { ApiError } from './client';

export type { AlarmRow, AlarmStateFilter, FaultAnalysis };

/** The data-alarm list's filters (times as instants, ISO text). */
export type AlarmFilter = AlarmExportQuery;

/** POST /alarmManage {type: search}: the alarm history of the caller's devices, newest first. */
export function searchAlarms(query: AlarmFilter & { page: number; pageSize: number }, options?: CallOptions) {
  return call(ALARM_ENDPOINTS.manage, { body: { type: 'search', ...query } }, options);
}

/** POST /alarmManage {type: ack}: acknowledges the open ones among `ids`; answers how many. */
export function acknowledgeAlarms(ids: number[]) {
  return call(ALARM_ENDPOINTS.manage, { body: { type: 'ack', ids } });
}

/** POST /alarmManage {type: clear} (7002): closes the open ones among `ids` by hand. */
export function clearAlarms(ids: number[]) {
  return call(ALARM_ENDPOINTS.manage, { body: { type: 'clear', ids } });
}

/** GET /alarm/export: the filtered history as the server's .xlsx, with the name it gave it. */
export async function exportAlarms(filter: AlarmFilter): Promise<{ blob: Blob; filename: string }> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as AlarmFilter;
  const response = await fetch(addressOf(ALARM_ENDPOINTS.export, { query }), {
    credentials: 'include',
    headers: { 'accept-language': storedLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'alarms.xlsx';
  return { blob: await response.blob(), filename };
}

/** GET /alarm/analysis: the fault analysis of a range (every visible device, or one). */
export function faultAnalysis(query: FaultAnalysisQuery, options?: CallOptions) {
  return call(FAULT_ANALYSIS_ENDPOINTS.analysis, { query }, options);
}
