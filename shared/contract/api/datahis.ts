import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { EpochMs, Id, Measure, Page, Nullable, OneOf } from '../schema-bounds';

/** Epoch milliseconds, an ISO instant, or "YYYY-MM-DD[ HH:mm[:ss]]" in the device's company time zone. */
const TimeInput = Type.String({ minLength: 1, maxLength: 40 });
const TimeInputOrMs = Type.Union([EpochMs(), TimeInput]);
const DeviceId = Type.String({ minLength: 1, maxLength: 64 });

const GRANULARITIES = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute'] as const;
export const Granularity = OneOf(GRANULARITIES);
export type GranularityName = (typeof GRANULARITIES)[number];

export const ParamMetaSchema = Type.Object({ param_key: Type.String(), name: Type.String(), name_en: Nullable(Type.String()), unit: Nullable(Type.String()) });
export type ParamMeta = Static<typeof ParamMetaSchema>;

const Stats = Type.Object({ avg: Nullable(Type.Number()), min: Nullable(Type.Number()), max: Nullable(Type.Number()), count: Type.Integer() });
export type StatsValue = Static<typeof Stats>;

// POST /datahis/findDataHisByType
export const ReportBodySchema = Type.Object({
  type: Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
  device_id: DeviceId,
  date: TimeInputOrMs,
});
export type ReportBody = Static<typeof ReportBodySchema>;
/**
 * A parameter's figures over the whole report period (issue 18): the extremes with the first time
 * each was reached, and the shares of valid readings outside the alarm limits (min..max of the
 * parameter configuration) and outside the best range (valuePerfectL..valuePerfectH), 0..1, null
 * when that range is not configured or there is no reading. Invalid readings are left out.
 */
export const ReportParamStatsSchema = Type.Object({
  count: Type.Integer(),
  avg: Nullable(Type.Number()),
  min: Nullable(Type.Number()),
  min_ts: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  max_ts: Nullable(Type.Number()),
  limits: Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()) }),
  best: Type.Object({ low: Nullable(Type.Number()), high: Nullable(Type.Number()) }),
  outside_limits: Nullable(Type.Number()),
  outside_best: Nullable(Type.Number()),
});
export type ReportParamStats = Static<typeof ReportParamStatsSchema>;
export const ReportSchema = Type.Object({
  type: Type.String(),
  device_id: Type.String(),
  device_name: Type.String(),
  start: Type.Number(),
  end: Type.Number(),
  params: Type.Array(ParamMetaSchema),
  rows: Type.Array(Type.Object({ ts: Type.Number(), label: Type.String(), values: Type.Record(Type.String(), Stats) })),
  summary: Type.Record(Type.String(), Stats),
  /** The device's zone, in which the period is cut (local midnight) and times are shown. */
  timezone: Type.String(),
  stats: Type.Record(Type.String(), ReportParamStatsSchema),
});
export type Report = Static<typeof ReportSchema>;

// GET /datahis/getHisDataByTime
export const SeriesQuerySchema = Type.Object({
  startTime: TimeInput,
  endTime: TimeInput,
  ids: Type.String({ minLength: 1, maxLength: 4000, description: 'comma list of device_id or device_id:param_key' }),
  maxPoints: Type.Optional(Type.Integer({ minimum: 2, maximum: 20000, default: 2000 })),
});
export const PointSchema = Type.Object({ ts: Type.Number(), value: Type.Number(), min: Type.Number(), max: Type.Number() });
export const SeriesSchema = Type.Object({
  resolution: Type.Union([Type.Literal('raw'), Type.Literal('hour'), Type.Literal('day')]),
  bucketMs: Type.Integer({ description: 'width of one point; points are bucket averages with min and max' }),
  series: Type.Array(
    Type.Object({
      device_id: Type.String(),
      device_name: Type.String(),
      param_key: Type.String(),
      name: Type.String(),
      name_en: Nullable(Type.String()),
      unit: Nullable(Type.String()),
      points: Type.Array(PointSchema),
    }),
  ),
});
export type SeriesResult = Static<typeof SeriesSchema>;

// GET /datahis/manageValid (every reading) and /datahis/findInvalid (flagged or marked ones)
export const RawQuerySchema = Type.Object({
  startTime: TimeInput,
  endTime: TimeInput,
  device_id: DeviceId,
  param_key: Type.Optional(Type.String({ maxLength: 64 })),
  /** The spec's name for param_key; either may be given. */
  paraName: Type.Optional(Type.String({ maxLength: 64 })),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50 })),
});
export type RawQuery = Static<typeof RawQuerySchema>;
export const RawRowSchema = Type.Object({
  device_id: Type.String(),
  param_key: Type.String(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  ts: Type.Number(),
  value: Type.Number(),
  invalid: Type.Boolean(),
  /** Typed in on /data/manage rather than sent by the device. */
  manual: Type.Boolean(),
  /** The operator who last marked it valid or invalid (null: the flag is ingest's range check). */
  marked_by: Nullable(Type.String()),
  marked_at: Nullable(Type.Number()),
});
export type RawRow = Static<typeof RawRowSchema>;
export const RawPageSchema = Type.Object({ rows: Type.Array(RawRowSchema), total: Type.Integer() });
export type RawPage = Static<typeof RawPageSchema>;

/** Readings one POST /datahis/manageValid may list. */
export const MARK_MAX_READINGS = 1000;
/** The longest range one POST /datahis/manageValid may mark, in days. */
export const MARK_MAX_RANGE_DAYS = 31;

// POST /datahis/manageValid: mark readings valid or invalid, either listed or by device and range.
export const MarkBodySchema = Type.Object(
  {
    dataType: OneOf(['valid', 'invalid'] as const),
    readings: Type.Optional(
      Type.Array(Type.Object({ device_id: DeviceId, param_key: Type.String({ minLength: 1, maxLength: 64 }), ts: EpochMs() }), {
        minItems: 1,
        maxItems: MARK_MAX_READINGS,
      }),
    ),
    device_id: Type.Optional(DeviceId),
    param_key: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    paraName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    startTime: Type.Optional(TimeInputOrMs),
    endTime: Type.Optional(TimeInputOrMs),
  },
  { additionalProperties: false },
);
export type MarkBody = Static<typeof MarkBodySchema>;
export const MarkResultSchema = Type.Object({ dataType: Type.String(), updated: Type.Integer() });
export type MarkResult = Static<typeof MarkResultSchema>;

// GET /datahis/findAverage
export const AverageQuerySchema = Type.Object({
  startTime: TimeInput,
  endTime: TimeInput,
  device_id: DeviceId,
  dataType: Granularity,
  paraName: Type.Optional(Type.String({ maxLength: 1000, description: 'param_key, or a comma list; all when absent' })),
});
export const AverageSchema = Type.Object({
  dataType: Type.String(),
  series: Type.Array(
    Type.Object({
      param_key: Type.String(),
      name: Type.String(),
      name_en: Nullable(Type.String()),
      unit: Nullable(Type.String()),
      rows: Type.Array(
        Type.Object({ ts: Type.Number(), label: Type.String(), avg: Type.Number(), min: Type.Number(), max: Type.Number(), count: Type.Integer() }),
      ),
    }),
  ),
});

// POST /datahis/create and /datahis/update
export const EntryBodySchema = Type.Object({
  device_id: DeviceId,
  data: Type.Record(Type.String({ maxLength: 64 }), Measure(), { minProperties: 1, maxProperties: 64 }),
  datetime: TimeInputOrMs,
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Id()])),
});
export type EntryBody = Static<typeof EntryBodySchema>;
export const EntryResultSchema = Type.Object({ device_id: Type.String(), ts: Type.Number(), written: Type.Integer() });
export type EntryResult = Static<typeof EntryResultSchema>;


/** The history calls of spec section 7: reports, series by time, averages, data audit, manual entry. */
export const DATAHIS_ENDPOINTS = {
  report: endpoint({ method: 'POST', path: '/datahis/findDataHisByType', body: ReportBodySchema, data: ReportSchema, access: 'historyReport' }),
  series: endpoint({ method: 'GET', path: '/datahis/getHisDataByTime', query: SeriesQuerySchema, data: SeriesSchema, access: 'history' }),
  average: endpoint({ method: 'GET', path: '/datahis/findAverage', query: AverageQuerySchema, data: AverageSchema, access: 'history' }),
  /** Every reading of a device in a range. */
  readings: endpoint({ method: 'GET', path: '/datahis/manageValid', query: RawQuerySchema, data: RawPageSchema, access: 'historyAudit' }),
  /** Only the readings flagged invalid or marked by an operator. */
  flagged: endpoint({ method: 'GET', path: '/datahis/findInvalid', query: RawQuerySchema, data: RawPageSchema, access: 'historyAudit' }),
  /** A POST on the listing's path, so that a cross-site link (the cookie is SameSite=Lax) cannot mark. */
  mark: endpoint({ method: 'POST', path: '/datahis/manageValid', body: MarkBodySchema, data: MarkResultSchema, access: 'historyAudit' }),
  create: endpoint({ method: 'POST', path: '/datahis/create', body: EntryBodySchema, data: EntryResultSchema, access: 'historyAudit' }),
  update: endpoint({ method: 'POST', path: '/datahis/update', body: EntryBodySchema, data: EntryResultSchema, access: 'historyAudit' }),
};
