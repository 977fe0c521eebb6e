import { INGEST_REJECTION_ENDPOINTS, type RejectionQuery, type RejectionRow } from '../../shared/contract/api/ingest-rejections';
import { call, type CallOptions } from './call';

export type { RejectionRow };

/** GET /ingest/rejections: a device's telemetry messages that ingest refused, newest first, with the reason in the caller's language. */
export function deviceRejections(query: RejectionQuery, options?: CallOptions) {
  return call(INGEST_REJECTION_ENDPOINTS.list, { query }, options);
}
