import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { DB } from '../../db/types';
import type { RequestScope } from '../../auth/request-scope';
import { notFound } from '../../http/app-error';
import type { PublicSearchResult } from '../../../shared/contract/api/tracing';
import * as repo from './repository';
import { liveRecord, mediaUrl } from './media';
import { qualitySummary } from './quality';
import { publicPath } from './service';
import { batchHistory } from '../farm';
import './messages';

/** Pixels per QR module and the quiet zone: big enough to print at 3 cm and scan from a phone. */
const QR_SCALE = 8;
const QR_MARGIN = 2;

/**
 * The public query of one batch number: only tracing fields of every live batch with that number
 * (numbers are unique within a company, not across companies), each with its water-quality
 * summary and the production log of the batches sold under it. Company, site, pond and device
 * identifiers are never part of the answer.
 */
export async function publicSearch(db: Kysely<DB>, batchNo: string): Promise<PublicSearchResult> {
  const rows = await repo.liveByBatch(db, batchNo);
  if (rows.length === 0) throw notFound('tracing_batch_not_found', { batch: batchNo });
  const records = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      batch_no: r.batch_no,
      product_name: r.product_name,
      brand_name: r.brand_name,
      selling_unit: r.selling_unit,
      sales_phone: r.sales_phone,
      sales_address: r.sales_address,
      producing_unit: r.producing_unit,
      origin_address: r.origin_address,
      longitude: r.longitude,
      latitude: r.latitude,
      warranty_months: r.warranty_months,
      stocking_date: r.stocking_date,
      delivery_time: r.delivery_time,
      note: r.note,
      trace_link: r.trace_link,
      image_url: r.image_etag ? mediaUrl(r.id, r.batch_no, 'image', r.image_etag) : null,
      video_url: r.video_etag ? mediaUrl(r.id, r.batch_no, 'video', r.video_etag) : null,
      quality: await qualitySummary(db, r),
      production: await batchHistory(db, r.id),
    })),
  );
  return { records };
}

/**
 * The origin the QR code names: the one the console was reached at (scheme and host of this
 * request, X-Forwarded-* believed only from the trusted proxy). Labels printed from the address
 * consumers use therefore point back to it, with no setting to keep in step.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The batch's QR code as a PNG, holding the absolute public URL of its query page. */
export async function qrPng(scope: RequestScope, id: number, origin: string) {
  const record = await liveRecord(scope, id);
  const url = `${origin}${publicPath(record.batch_no)}`;
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', scale: QR_SCALE, margin: QR_MARGIN });
  return { png, batchNo: record.batch_no, url };
}
