import { WEBLOG_ENDPOINTS, type LogExportQuery, type LoginLogRow, type OpAction, type OpLogRow, type OpResource } from '../../shared/contract/api/weblog';
import { storedLanguage } from '../i18n/language';
import { ApiError } from './client';
import { addressOf, call, type CallOptions } from './call';

export type { LoginLogRow, OpAction, OpLogRow, OpResource };
export type LogKind = LogExportQuery['kind'];
/** The filters both log lists and the export take (GET /weblog/export without its `kind`). */
export type LogFilter = Omit<LogExportQuery, 'kind'>;

export function loginLog(query: LogFilter & { page: number; pageSize: number }, options?: CallOptions) {
  return call(WEBLOG_ENDPOINTS.logins, { body: query }, options);
}

export function opLog(query: LogFilter & { page: number; pageSize: number }, options?: CallOptions) {
  return call(WEBLOG_ENDPOINTS.operations, { body: query }, options);
}

/**
 * Downloads one log, filtered, as the server's .xlsx (GET /weblog/export). Returns the file and
 * the name the server gave it; errors carry the server's message like any other call.
 */
export async function exportLog(kind: LogKind, filter: LogFilter): Promise<{ blob: Blob; filename: string }> {
  // An emptied filter field is no filter.
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as LogFilter;
  const response = await fetch(addressOf(WEBLOG_ENDPOINTS.export, { query: { kind, ...given } }), {
    credentials: 'include',
    headers: { 'accept-language': storedLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}-log.xlsx`;
  return { blob: await response.blob(), filename };
}
