import { Type, type Static } from 'typebox';
import { PageQuery, Paged } from '../envelope';
import { endpoint } from '../endpoint';

export const RejectionQuerySchema = Type.Object({
  deviceId: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  ...PageQuery,
});
export type RejectionQuery = Static<typeof RejectionQuerySchema>;

export const RejectionRowSchema = Type.Object({
  id: Type.Number(),
  device_id: Type.String(),
  received_at: Type.Number({ description: 'when the server received the message, epoch ms' }),
  reason: Type.String({ description: 'reason code, e.g. stale_ts, value_out_of_range, db_refused' }),
  reason_text: Type.String({ description: 'the reason in the caller\'s language' }),
  detail: Type.Union([Type.String(), Type.Null()], { description: 'what was wrong: the key, value or time' }),
  excerpt: Type.String({ description: 'the start of the payload as received' }),
});
export type RejectionRow = Static<typeof RejectionRowSchema>;

/** A device's telemetry messages that ingest refused, newest first, with the reason (8001). */
export const INGEST_REJECTION_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/ingest/rejections', query: RejectionQuerySchema, data: Paged(RejectionRowSchema), access: 'ingestRejections' }),
};
