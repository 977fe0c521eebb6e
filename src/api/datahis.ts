import type { Static } from 'typebox';
import type { AverageSchema, EntryBody, EntryResult, MarkBody, MarkResult, RawPage, RawQuery, RawRow } from '../../shared/contract/api/datahis';
import { api, type RequestOptions } from './client';

export type { EntryBody, EntryResult, MarkBody, MarkResult, RawPage, RawRow };
export type AverageResult = Static<typeof AverageSchema>;

/** GET /datahis/manageValid's query, its times as epoch milliseconds. */
export type AuditQuery = Omit<RawQuery, 'startTime' | 'endTime' | 'paraName'> & { startTime: number; endTime: number };

/**
 * GET /datahis/manageValid (every reading) or, with `flaggedOnly`, /datahis/findInvalid (the
 * readings flagged invalid or marked by an operator): one device's raw readings, newest first.
 */
export function auditReadings(query: AuditQuery, flaggedOnly: boolean, options: RequestOptions = {}) {
  const { startTime, endTime, ...rest } = query;
  return api.get<RawPage>(flaggedOnly ? '/datahis/findInvalid' : '/datahis/manageValid', {
    ...options,
    query: { ...rest, startTime: String(startTime), endTime: String(endTime) },
  });
}

/** POST /datahis/manageValid: marks listed readings (or a device's range) valid or invalid. */
export function markReadings(body: MarkBody) {
  return api.post<MarkResult>('/datahis/manageValid', body);
}

/** POST /datahis/create: a manual reading; 409 with the conflicting time when the minute is taken. */
export function createEntry(body: EntryBody) {
  return api.post<EntryResult>('/datahis/create', body);
}

/**
 * GET /datahis/findAverage per local day for the audit page. Not the page's main call (unlike the
 * comparison page's), so a refusal shows inline instead of leaving the page.
 */
export function dayAverages(query: { device_id: string; startTime: string; endTime: string; paraName?: string }, options: RequestOptions = {}) {
  return api.get<AverageResult>('/datahis/findAverage', { ...options, query: { ...query, dataType: 'day' } });
}
