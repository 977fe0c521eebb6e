import { PRODUCT_ENDPOINTS } from '../../shared/contract/api/products';
import { TRACING_ENDPOINTS, type PublicTrace, type QualityParam, type TraceMediaKind, type TraceRecord } from '../../shared/contract/api/tracing';
import type { EndpointData } from '../../shared/contract/endpoint';
import { storedLanguage } from '../i18n/language';
import { addressOf, call, type CallOptions } from './call';
import { ApiError, SUCCESS_CODE, urlOf } from './client';
import { manage, type ManageInput } from './manage';

export type { PublicTrace, QualityParam, TraceMediaKind, TraceRecord };
type Body<T extends string> = ManageInput<typeof TRACING_ENDPOINTS.manage, T>;
type StoredMedia = EndpointData<typeof TRACING_ENDPOINTS.uploadMedia>;

const traces = manage(TRACING_ENDPOINTS.manage);

export function addTrace(body: Body<'add'>) {
  return traces.add(body);
}

export function updateTrace(body: Body<'update'>) {
  return traces.update(body);
}

/** The batch's QR code PNG (also the download: the server names the file). */
export const qrUrl = (id: number) => addressOf(TRACING_ENDPOINTS.qr, { query: { id } });

export function deleteTraceMedia(id: number, kind: TraceMediaKind) {
  return call(TRACING_ENDPOINTS.deleteMedia, { query: { id, kind } });
}

/**
 * Uploads a batch's image or video with progress (fetch reports none, so not `upload()`),
 * answering like the API client: the stored file's address, or an ApiError with the server's
 * message in the user's language.
 */
export function uploadTraceMedia(id: number, kind: TraceMediaKind, file: File, onProgress: (percent: number) => void) {
  const entry = TRACING_ENDPOINTS.uploadMedia;
  return new Promise<StoredMedia>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(entry.method, urlOf(entry.path, { id, kind }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', storedLanguage());
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'network', xhr.statusText || 'network'));
    xhr.onload = () => {
      let body: { success?: boolean; code?: string; message?: string; data?: StoredMedia } = {};
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
export function publicTraceSearch(batch: string, options?: CallOptions) {
  return call(TRACING_ENDPOINTS.publicSearch, { query: { batch } }, options);
}

/** The bases a batch may name (its water-quality summary comes from their devices). */
export function traceSiteOptions() {
  return call(TRACING_ENDPOINTS.sites);
}

/** Products of the catalogue for the picker (POST /productManage {type: search}, 7004 may read it). */
export function productOptions(keyword?: string) {
  return manage(PRODUCT_ENDPOINTS.manage).search({ keyword: keyword || undefined, page: 1, pageSize: 50 });
}
