import type { RejectionQuery, RejectionRow } from '../../shared/contract/api/ingest-rejections';
import { api, type RequestOptions } from './client';

export type { RejectionRow };

/** GET /ingest/rejections: a device's telemetry messages that ingest refused, newest first, with the reason in the caller's language. */
export function deviceRejections(query: RejectionQuery, options?: RequestOptions) {
  return api.get<{ rows: RejectionRow[]; total: number }>('/ingest/rejections', { ...options, query });
}
