import { FILE_ANSWER, fillPath, type EndpointInput, type EndpointSpec } from '../../shared/contract/endpoint';
import { storedLanguage } from '../i18n/language';
import { ApiError, urlOf, type RequestOptions } from './client';

type FileEntry = EndpointSpec & { data: typeof FILE_ANSWER };

/**
 * Fetches a file answer (a report, an export) of its contract entry with the session cookie and
 * the interface language: a GET with the entry's query, a POST with its body. Returns the file and
 * the name the server gave it (`fallback` when it gave none); a refusal carries the server's message.
 */
export async function download<E extends FileEntry>(entry: E, input: EndpointInput<E>, fallback: string): Promise<{ blob: Blob; filename: string }> {
  const parts = input as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const post = entry.method !== 'GET';
  const response = await fetch(urlOf(fillPath(entry.path, parts.params), parts.query), {
    method: entry.method,
    credentials: 'include',
    headers: { 'accept-language': storedLanguage(), ...(post ? { 'content-type': 'application/json' } : {}) },
    body: post ? JSON.stringify(parts.body ?? {}) : undefined,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  return { blob: await response.blob(), filename };
}
