import type { LogExportQuery, LoginLogRow, OpAction, OpLogRow, OpResource } from '../../shared/contract/api/weblog';
import type { PagedRows } from '../../shared/contract/envelope';
import { storedLanguage } from '../i18n/language';
import { API_BASE, ApiError, api, type RequestOptions } from './client';

export type { LoginLogRow, OpAction, OpLogRow, OpResource };
export type LogKind = LogExportQuery['kind'];
/** The filters both log lists and the export take (GET /weblog/export without its `kind`). */
export type LogFilter = Omit<LogExportQuery, 'kind'>;

export function loginLog(query: LogFilter & { page: number; pageSize: number }, options?: RequestOptions) {
  return api.post<PagedRows<LoginLogRow>>('/weblog/list', query, options);
}

export function opLog(query: LogFilter & { page: number; pageSize: number }, options?: RequestOptions) {
  return api.post<PagedRows<OpLogRow>>('/weblog/oplist', query, options);
}

/**
 * Downloads one log, filtered, as the server's .xlsx (GET /weblog/export). Returns the file and
 * the name the server gave it; errors carry the server's message like any other call.
 */
export async function exportLog(kind: LogKind, filter: LogFilter): Promise<{ blob: Blob; filename: string }> {
  const params = new URLSearchParams({ kind });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  const response = await fetch(`${API_BASE}/weblog/export?${params}`, {
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
