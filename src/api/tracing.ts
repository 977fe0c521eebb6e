import type {
  PublicSearchResult,
  PublicTrace,
  QualityParam,
  TraceManageBody,
  TraceMediaKind,
  TraceRecord,
  TraceSearchResult,
  TraceSiteOption,
} from '../../shared/contract/api/tracing';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { storedLanguage } from '../i18n/language';
import { api, API_BASE, ApiError, SUCCESS_CODE, type RequestOptions } from './client';

export type { PublicTrace, QualityParam, TraceMediaKind, TraceRecord };
type Body<T extends TraceManageBody['type']> = Omit<Extract<TraceManageBody, { type: T }>, 'type'>;

/** POST /traceManage {type: search}: a page of batches, or of the recycle bin with `deleted`. */
export function searchTraces(body: Body<'search'>, options?: RequestOptions) {
  return api.post<TraceSearchResult>('/traceManage', { type: 'search', ...body }, options);
}

export function addTrace(body: Body<'add'>) {
  return api.post<TraceRecord>('/traceManage', { type: 'add', ...body });
}

export function updateTrace(body: Body<'update'>) {
  return api.post<TraceRecord>('/traceManage', { type: 'update', ...body });
}

export function deleteTraces(ids: number[]) {
  return api.post<ManageIdsResult>('/traceManage', { type: 'delete', ids });
}

export function restoreTraces(ids: number[]) {
  return api.post<ManageIdsResult>('/traceManage', { type: 'restore', ids });
}

/** The batch's QR code PNG (also the download: the server names the file). */
export const qrUrl = (id: number) => `${API_BASE}/traceManage/qr?id=${id}`;

export function deleteTraceMedia(id: number, kind: TraceMediaKind) {
  return api.delete<null>(`/traceManage/media?id=${id}&kind=${kind}`);
}

/**
 * Uploads a batch's image or video with progress (fetch reports none), answering like the API
 * client: the stored file's address, or an ApiError with the server's message in the user's language.
 */
export function uploadTraceMedia(id: number, kind: TraceMediaKind, file: File, onProgress: (percent: number) => void) {
  return new Promise<{ url: string; mime: string; size: number }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/traceManage/media?id=${id}&kind=${kind}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', storedLanguage());
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'network', xhr.statusText || 'network'));
    xhr.onload = () => {
      let body: { success?: boolean; code?: string; message?: string; data?: { url: string; mime: string; size: number } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // An answer that is not JSON (a proxy's page) is reported by its status below.
      }
      if (xhr.status === 200 && (body.success || body.code === SUCCESS_CODE) && body.data) resolve(body.data);
      else reject(new ApiError(xhr.status, body.code ?? String(xhr.status), body.message ?? xhr.statusText));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Public (no session): the tracing fields of a batch number; 404 when no live batch has it. */
export function publicTraceSearch(batch: string, options?: RequestOptions) {
  return api.get<PublicSearchResult>('/tracing/search', { ...options, query: { batch } });
}

/** The bases a batch may name (its water-quality summary comes from their devices). */
export function traceSiteOptions() {
  return api.get<TraceSiteOption[]>('/traceManage/sites');
}

/** Products of the catalogue for the picker (POST /productManage {type: search}, 7004 may read it). */
export function productOptions(keyword?: string) {
  return api.post<{ rows: Array<{ id: number; name: string; tenant_id?: number }>; total: number }>('/productManage', { type: 'search', keyword: keyword || undefined, page: 1, pageSize: 50 });
}
