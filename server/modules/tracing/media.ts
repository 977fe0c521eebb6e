import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { sniffImageType } from '../../http/image-type';
import { TRACE_IMAGE_MAX_BYTES, TRACE_VIDEO_MAX_BYTES, type TraceMediaInfo, type TraceMediaKind } from '../../../shared/contract/api/tracing';
import * as repo from './repository';
import './messages';

const MB = 1024 * 1024;
export const MAX_BYTES: Record<TraceMediaKind, number> = { image: TRACE_IMAGE_MAX_BYTES, video: TRACE_VIDEO_MAX_BYTES };
/** Where a WebM's EBML header names its document type; Matroska files that are not WebM are refused. */
const EBML_HEAD_BYTES = 64;

/** MP4 (an ISO base media `ftyp` box first) or WebM (EBML with doc type "webm"), from the bytes alone. */
export function sniffVideoType(bytes: Uint8Array): 'video/mp4' | 'video/webm' | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3 && ascii(4, EBML_HEAD_BYTES).includes('webm')) return 'video/webm';
  return null;
}

/** The error for a file over its kind's limit, in megabytes (the page says the same). */
export const tooLarge = (kind: TraceMediaKind) => new AppError(400, `tracing_${kind}_too_large`, { limit: MAX_BYTES[kind] / MB });

/** The address a batch's image or video is served from; the version makes a replaced file load afresh. */
export const mediaUrl = (id: number, batchNo: string, kind: TraceMediaKind, etag: string) =>
  `/api/tracing/media?id=${id}&batch=${encodeURIComponent(batchNo)}&kind=${kind}&v=${etag.slice(0, 12)}`;

export function mediaInfo(id: number, batchNo: string, kind: TraceMediaKind, etag: string | null, mime: string | null, size: number | null): TraceMediaInfo {
  return etag && mime ? { url: mediaUrl(id, batchNo, kind, etag), mime, size: Number(size ?? 0) } : null;
}

/** A live batch the caller sees (7004 pages), or 404 whether it is missing, deleted or another company's. */
export async function liveRecord(scope: RequestScope, id: number) {
  const [row] = await repo.recordsByIds(scope.db, [id], scope.whereTenant('trace_records.tenant_id'));
  if (!row || row.deleted_at !== null) throw notFound('tracing_not_found');
  return row;
}

export async function saveMedia(scope: RequestScope, id: number, kind: TraceMediaKind, bytes: Uint8Array) {
  const record = await liveRecord(scope, id);
  if (bytes.byteLength === 0) throw badRequest('tracing_media_missing');
  if (bytes.byteLength > MAX_BYTES[kind]) throw tooLarge(kind);
  const mime = kind === 'image' ? sniffImageType(bytes) : sniffVideoType(bytes);
  if (!mime) throw badRequest(`tracing_${kind}_type`);
  const etag = createHash('sha256').update(bytes).digest('hex');
  await repo.saveMedia(scope.db, { record_id: record.id, kind, mime, bytes, etag });
  return { url: mediaUrl(record.id, record.batch_no, kind, etag), mime, size: bytes.byteLength };
}

export async function deleteMedia(scope: RequestScope, id: number, kind: TraceMediaKind) {
  const record = await liveRecord(scope, id);
  await repo.deleteMedia(scope.db, record.id, kind);
}

/** For anyone: the file of a live batch, found by its id and batch number together. */
export async function publicMedia(db: Kysely<DB>, id: number, batchNo: string, kind: TraceMediaKind) {
  const media = await repo.liveMedia(db, id, batchNo, kind);
  if (!media) throw notFound('tracing_media_not_found');
  return media;
}
