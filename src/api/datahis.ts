import { DATAHIS_ENDPOINTS, type EntryBody, type EntryResult, type MarkBody, type MarkResult, type RawPage, type RawQuery, type RawRow } from '../../shared/contract/api/datahis';
import type { EndpointData } from '../../shared/contract/endpoint';
import { call, type CallOptions } from './call';

export type { EntryBody, EntryResult, MarkBody, MarkResult, RawPage, RawRow };
export type AverageResult = EndpointData<typeof DATAHIS_ENDPOINTS.average>;

/** GET /datahis/manageValid's query, its times as epoch milliseconds. */
export type AuditQuery = Omit<RawQuery, 'startTime' | 'endTime' | 'paraName'> & { startTime: number; endTime: number };

/**
 * GET /datahis/manageValid (every reading) or, with `flaggedOnly`, /datahis/findInvalid (the
 * readings flagged invalid or marked by an operator): one device's raw readings, newest first.
 */
export function auditReadings(query: AuditQuery, flaggedOnly: boolean, options: CallOptions = {}) {
  const { startTime, endTime, ...rest } = query;
  return call(flaggedOnly ? DATAHIS_ENDPOINTS.flagged : DATAHIS_ENDPOINTS.readings, { query: { ...rest, startTime: String(startTime), endTime: String(endTime) } }, options);
}

/** POST /datahis/manageValid: marks listed readings (or a device's range) valid or invalid. */
export function markReadings(body: MarkBody) {
  return call(DATAHIS_ENDPOINTS.mark, { body });
}

/** POST /datahis/create: a manual reading; 409 with the conflicting time when the minute is taken. */
export function createEntry(body: EntryBody) {
  return call(DATAHIS_ENDPOINTS.create, { body });
}

/**
 * GET /datahis/findAverage per local day for the audit page. Not the page's main call (unlike the
 * comparison page's), so a refusal shows inline instead of leaving the page.
 */
export function dayAverages(query: { device_id: string; startTime: string; endTime: string; paraName?: string }, options: CallOptions = {}) {
  return call(DATAHIS_ENDPOINTS.average, { query: { ...query, dataType: 'day' } }, options);
}
