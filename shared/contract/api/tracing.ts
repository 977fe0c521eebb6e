import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { ManageBody, manageEndpoint, ManageSearchResult } from '../manage-body';
import { Id, Nullable, OneOf } from '../schema-bounds';

/**
 * Traceability (spec section 3 "Tracing info", 7004, POST /traceManage) and the public query
 * (/tracing/search). The batch number is what the QR code carries, so it is limited to characters
 * that need no escaping in a URL.
 */
export const BATCH_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
export const BATCH_RE = new RegExp(BATCH_PATTERN);
export const BATCH_MAX = 64;
/** A calendar day, as ponds' stocking dates are kept: the daily rollups are keyed by local day too. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const TRACE_PHONE_PATTERN = '^[0-9+()\\- ]{3,32}$';
export const TRACE_PHONE_RE = new RegExp(TRACE_PHONE_PATTERN);
export const LINK_PATTERN = '^https?://\\S+$';
export const LINK_RE = new RegExp(LINK_PATTERN, 'i');
export const LINK_MAX = 500;
export const WARRANTY_MONTHS_MAX = 600;
export const TEXT_MAX = 100;
export const NOTE_MAX = 1000;

export const TRACE_MEDIA_KINDS = ['image', 'video'] as const;
export type TraceMediaKind = (typeof TRACE_MEDIA_KINDS)[number];
/** Upload limits, shared by the server's checks and the page's messages. */
export const TRACE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TRACE_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
export const TRACE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TRACE_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

const Text = (max = TEXT_MAX) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Day = Type.Optional(Nullable(Type.String({ pattern: DAY_PATTERN, maxLength: 10, 'x-message': 'tracing_date_invalid' })));

/** The fields of an add or an update; on update an absent field is kept and null clears it. */
export const TraceFields = {
  product_id: Id({ 'x-message': 'tracing_product_required' }),
  batch_no: Type.String({ minLength: 1, maxLength: BATCH_MAX, pattern: BATCH_PATTERN, 'x-message': 'tracing_batch_invalid' }),
  brand_name: Text(),
  selling_unit: Text(),
  sales_phone: Type.Optional(Nullable(Type.String({ maxLength: 32, pattern: TRACE_PHONE_PATTERN, 'x-message': 'tracing_phone_invalid' }))),
  sales_address: Text(200),
  producing_unit: Text(),
  origin_address: Text(200),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180, 'x-message': 'tracing_longitude_invalid' }))),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90, 'x-message': 'tracing_latitude_invalid' }))),
  warranty_months: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: WARRANTY_MONTHS_MAX, 'x-message': 'tracing_warranty_invalid' }))),
  /** The base whose devices' readings make the batch's water-quality summary. */
  site_id: Type.Optional(Nullable(Id())),
  /** Start of the growing period (stocking or sowing); the summary runs from it to the delivery. */
  stocking_date: Day,
  delivery_time: Day,
  note: Text(NOTE_MAX),
  trace_link: Type.Optional(Nullable(Type.String({ maxLength: LINK_MAX, pattern: LINK_PATTERN, 'x-message': 'tracing_link_invalid' }))),
  tenant_id: Type.Optional(Id({ description: "the platform admin's choice of company on add; defaults to the caller's" })),
};

export const TraceSearchFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the batch number or product name' })),
  product_id: Type.Optional(Id()),
  tenant_id: Type.Optional(Id()),
};

export const TraceManageBodySchema = ManageBody(TraceSearchFilters, TraceFields);
export type TraceManageBody = Static<typeof TraceManageBodySchema>;
export type TraceAddBody = Extract<TraceManageBody, { type: 'add' }>;
export type TraceUpdateBody = Extract<TraceManageBody, { type: 'update' }>;
export type TraceSearchBody = Extract<TraceManageBody, { type: 'search' }>;

const Str = Nullable(Type.String());
const Num = Nullable(Type.Number());
export const TraceMediaInfoSchema = Nullable(Type.Object({ url: Type.String(), mime: Type.String(), size: Type.Integer() }));
export type TraceMediaInfo = Static<typeof TraceMediaInfoSchema>;

export const TraceRecordSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Str,
  product_id: Type.Integer(),
  product_name: Str,
  batch_no: Type.String(),
  brand_name: Str,
  selling_unit: Str,
  sales_phone: Str,
  sales_address: Str,
  producing_unit: Str,
  origin_address: Str,
  longitude: Num,
  latitude: Num,
  warranty_months: Nullable(Type.Integer()),
  site_id: Nullable(Type.Integer()),
  site_name: Str,
  stocking_date: Str,
  delivery_time: Str,
  note: Str,
  trace_link: Str,
  image: TraceMediaInfoSchema,
  video: TraceMediaInfoSchema,
  /** The public query page of this batch, as a path; the QR code holds it with the origin. */
  public_path: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type TraceRecord = Static<typeof TraceRecordSchema>;

export const TraceSearchResultSchema = ManageSearchResult(TraceRecordSchema);
export type TraceSearchResult = Static<typeof TraceSearchResultSchema>;

export const TraceMediaQuerySchema = Type.Object({ id: Id(), kind: OneOf(TRACE_MEDIA_KINDS) });
export const TraceMediaUploadResultSchema = Type.Object({ url: Type.String(), mime: Type.String(), size: Type.Integer() });
export const TraceQrQuerySchema = Type.Object({ id: Id() });
/** The public media address names the batch too, so record ids cannot be walked to see other batches. */
export const PublicMediaQuerySchema = Type.Object({
  id: Id(),
  batch: Type.String({ minLength: 1, maxLength: BATCH_MAX, pattern: BATCH_PATTERN, 'x-message': 'tracing_batch_invalid' }),
  kind: OneOf(TRACE_MEDIA_KINDS),
  v: Type.Optional(Type.String({ maxLength: 64 })),
});
export const PublicSearchQuerySchema = Type.Object({
  batch: Type.String({ minLength: 1, maxLength: BATCH_MAX, pattern: BATCH_PATTERN, 'x-message': 'tracing_batch_invalid' }),
});

export const QualityParamSchema = Type.Object({
  param_key: Type.String(),
  name: Type.String(),
  name_en: Str,
  unit: Str,
  avg: Type.Number(),
  min: Type.Number(),
  max: Type.Number(),
  days: Type.Integer({ description: 'days with readings in the period' }),
});
export type QualityParam = Static<typeof QualityParamSchema>;

/**
 * What the farm's production log holds about a batch sold under a traceability record (issue 21):
 * its seeding, the fodder fed (totals per fodder), the medicines used and the lab water tests
 * between seeding and sale. Dates only; no pond, site or person is named.
 */
export const BatchHistorySchema = Type.Object({
  species: Str,
  seeded_on: Str,
  seeded_count: Nullable(Type.Integer()),
  sold_on: Str,
  feeding: Type.Array(Type.Object({ fodder: Type.String(), unit: Type.String(), total: Type.Number(), times: Type.Integer() })),
  medicines: Type.Array(Type.Object({ on: Type.String(), medicine: Type.String(), dose: Nullable(Type.Number()), unit: Type.String() })),
  water_tests: Type.Array(
    Type.Object({
      on: Type.String(),
      ph: Nullable(Type.Number()),
      oxygen: Nullable(Type.Number()),
      ammonia: Nullable(Type.Number()),
      nitrite: Nullable(Type.Number()),
      temperature: Nullable(Type.Number()),
    }),
  ),
});
export type BatchHistory = Static<typeof BatchHistorySchema>;
/** Medicines and water tests shown per batch, newest first. */
export const BATCH_HISTORY_ROWS_MAX = 50;

/** Only tracing fields: no company, device or site identifiers reach the public. */
export const PublicTraceSchema = Type.Object({
  id: Type.Integer(),
  batch_no: Type.String(),
  product_name: Str,
  brand_name: Str,
  selling_unit: Str,
  sales_phone: Str,
  sales_address: Str,
  producing_unit: Str,
  origin_address: Str,
  longitude: Num,
  latitude: Num,
  warranty_months: Nullable(Type.Integer()),
  stocking_date: Str,
  delivery_time: Str,
  note: Str,
  trace_link: Str,
  image_url: Str,
  video_url: Str,
  quality: Type.Object({ from: Str, to: Str, params: Type.Array(QualityParamSchema) }),
  /** The production log of the batches sold under this record (empty when none is linked). */
  production: Type.Array(BatchHistorySchema),
});
export type PublicTrace = Static<typeof PublicTraceSchema>;
/** Batch numbers are unique within a company, so two companies' batches may share one: all are shown. */
export const PublicSearchResultSchema = Type.Object({ records: Type.Array(PublicTraceSchema) });
export type PublicSearchResult = Static<typeof PublicSearchResultSchema>;

/** A base a batch may name (GET /traceManage/sites). */
export const TraceSiteOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), tenant_id: Type.Integer() });
export type TraceSiteOption = Static<typeof TraceSiteOptionSchema>;

/**
 * Traceability (7004): the batches, the bases a batch may name, its QR code, its image and video;
 * and the consumer's public query (no session, listed in server/auth/public-routes.ts).
 */
export const TRACING_ENDPOINTS = {
  manage: manageEndpoint('/traceManage', { body: TraceManageBodySchema, row: TraceRecordSchema, access: 'tracing' }),
  sites: endpoint({ method: 'GET', path: '/traceManage/sites', data: Type.Array(TraceSiteOptionSchema), access: 'tracing' }),
  /** A PNG to show, download (the server names the file) and print on labels. */
  qr: endpoint({ method: 'GET', path: '/traceManage/qr', query: TraceQrQuerySchema, data: FILE_ANSWER, produces: ['image/png'], access: 'tracing' }),
  uploadMedia: endpoint({ method: 'POST', path: '/traceManage/media', query: TraceMediaQuerySchema, upload: true, data: TraceMediaUploadResultSchema, access: 'tracing' }),
  deleteMedia: endpoint({ method: 'DELETE', path: '/traceManage/media', query: TraceMediaQuerySchema, data: Type.Null(), access: 'tracing' }),
  publicSearch: endpoint({ method: 'GET', path: '/tracing/search', query: PublicSearchQuerySchema, data: PublicSearchResultSchema, access: 'public' }),
  /** A live batch's image or video (ranges and ETag answered), as `image_url` and `video_url` name it. */
  publicMedia: endpoint({ method: 'GET', path: '/tracing/media', query: PublicMediaQuerySchema, data: FILE_ANSWER, produces: [...TRACE_IMAGE_TYPES, ...TRACE_VIDEO_TYPES], access: 'public' }),
};
