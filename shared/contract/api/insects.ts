import { Type, type Static } from 'typebox';
import { PageQuery } from '../envelope';
import { BigId, EpochMs, Id, Nullable } from '../schema-bounds';
import { ManageBody, manageEndpoint, ManageResult, ManageSearchResult } from '../manage-body';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { XLSX_MEDIA_TYPE } from '../media-types';

/** The parameter a trap device reports its latest count as, so alarms and linkage rules see it. */
export const INSECT_COUNT_PARAM = 'insect_count';
/** Bounds of an area's fields (the form's maxLength uses the same numbers). */
export const INSECT_AREA_LIMITS = { name: 50, note: 200, traps: 100, outline: 200, keyword: 50 } as const;
/** The widest range one statistics call may cover. */
export const INSECT_RANGE_MAX_DAYS = 366;

const DeviceId = Type.String({ minLength: 1, maxLength: 64 });
const TimeMs = EpochMs({ description: 'epoch ms' });

/** One detected insect, or several touching ones (`n` > 1), in the picture's pixels. */
export const InsectBoxSchema = Type.Object({
  x: Type.Integer(),
  y: Type.Integer(),
  w: Type.Integer(),
  h: Type.Integer(),
  n: Type.Integer({ description: 'insects in the box (touching insects are split by area)' }),
});
export type InsectBox = Static<typeof InsectBoxSchema>;

/** POST /insects/count: the answer for one uploaded picture. */
export const InsectCountSchema = Type.Object({
  count: Type.Integer(),
  boxes: Type.Array(InsectBoxSchema),
  width: Type.Integer(),
  height: Type.Integer(),
  board: Type.String({ description: 'board colour estimated from the picture, #rrggbb' }),
  ms: Type.Integer({ description: 'analysis time' }),
});
export type InsectCount = Static<typeof InsectCountSchema>;

export const WormPictureSchema = Type.Object({
  id: Type.Integer(),
  device_id: Type.String(),
  device_name: Nullable(Type.String()),
  taken_at: Type.String({ description: 'ISO instant' }),
  count: Type.Integer(),
  boxes: Type.Array(InsectBoxSchema),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String({ description: 'GET it (session cookie) for the picture' }),
});
export type WormPicture = Static<typeof WormPictureSchema>;

/** GET /getWormDataList. */
export const WormDataListQuerySchema = Type.Object({
  ...PageQuery,
  device_id: Type.Optional(DeviceId),
  beginTime: Type.Optional(TimeMs),
  endTime: Type.Optional(TimeMs),
});
export type WormDataListQuery = Static<typeof WormDataListQuerySchema>;
export const WormDataPageSchema = Type.Object({ rows: Type.Array(WormPictureSchema), total: Type.Integer() });

export const InsectPictureParamsSchema = Type.Object({ id: BigId() });

/** GET /getWormStatisticsByGroup: groupId is an insect area (/insectAreaManage). */
export const WormStatisticsQuerySchema = Type.Object({
  groupId: Id({ description: 'an insect area' }),
  beginTime: TimeMs,
  endTime: TimeMs,
});
export type WormStatisticsQuery = Static<typeof WormStatisticsQuerySchema>;

export const WormDaySchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in the company time zone' }),
  device_id: Type.String(),
  count: Type.Integer({ description: "sum of the day's picture counts" }),
  pictures: Type.Integer(),
});
export const TrapSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
});
export type Trap = Static<typeof TrapSchema>;

export const WormStatisticsSchema = Type.Object({
  groupId: Type.Integer(),
  name: Type.String(),
  traps: Type.Array(TrapSchema),
  days: Type.Array(WormDaySchema),
  total: Type.Integer(),
});
export type WormStatistics = Static<typeof WormStatisticsSchema>;

/** GET /insects/daily: one trap's counts per day (the daily chart of /analysis/insectpic_analysis). */
export const TrapDailyQuerySchema = Type.Object({ device_id: DeviceId, beginTime: TimeMs, endTime: TimeMs });
export type TrapDailyQuery = Static<typeof TrapDailyQuerySchema>;
export const TrapDailySchema = Type.Object({ rows: Type.Array(Type.Omit(WormDaySchema, ['device_id'])) });
export type TrapDaily = Static<typeof TrapDailySchema>;

/** GET /insects/areaSummary (and its .xlsx export): every visible area's total over a range. */
export const AreaSummaryQuerySchema = Type.Object({ beginTime: TimeMs, endTime: TimeMs });
export type AreaSummaryQuery = Static<typeof AreaSummaryQuerySchema>;
export const AreaSummaryRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tenant_name: Nullable(Type.String()),
  outline: Type.Array(Type.Array(Type.Number())),
  traps: Type.Integer(),
  pictures: Type.Integer(),
  total: Type.Integer(),
  daily_mean: Type.Number(),
  peak_day: Nullable(Type.String()),
});
export type AreaSummaryRow = Static<typeof AreaSummaryRowSchema>;
export const AreaSummarySchema = Type.Object({ rows: Type.Array(AreaSummaryRowSchema) });

/** GET /insects/traps: the visible devices that report insect counts, with their latest picture. */
export const TrapLatestSchema = Type.Object({
  ...TrapSchema.properties,
  last_count: Nullable(Type.Integer()),
  last_at: Nullable(Type.String()),
  today: Type.Integer({ description: "sum of today's picture counts" }),
});
export type TrapLatest = Static<typeof TrapLatestSchema>;
export const TrapListSchema = Type.Object({ rows: Type.Array(TrapLatestSchema) });

/** [longitude, latitude]. */
const Point = Type.Array(Type.Number({ minimum: -180, maximum: 180 }), { minItems: 2, maxItems: 2 });

export const InsectAreaFields = {
  name: Type.String({ minLength: 1, maxLength: INSECT_AREA_LIMITS.name, pattern: '\\S' }),
  device_ids: Type.Array(DeviceId, { minItems: 1, maxItems: INSECT_AREA_LIMITS.traps, description: 'member traps' }),
  outline: Type.Optional(Nullable(Type.Array(Point, { minItems: 3, maxItems: INSECT_AREA_LIMITS.outline, description: 'polygon; drawn around the traps when left out' }))),
  note: Type.Optional(Nullable(Type.String({ maxLength: INSECT_AREA_LIMITS.note }))),
  tenant_id: Type.Optional(Id({ description: "the area's company: the caller's own by default; the platform admin must choose" })),
};
export const InsectAreaFilters = {
  keyword: Type.Optional(Type.String({ maxLength: INSECT_AREA_LIMITS.keyword })),
};

/** POST /insectAreaManage. */
export const InsectAreaManageBodySchema = ManageBody(InsectAreaFilters, InsectAreaFields);
export type InsectAreaManageBody = Static<typeof InsectAreaManageBodySchema>;

export const InsectAreaSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  name: Type.String(),
  note: Nullable(Type.String()),
  outline: Type.Array(Type.Array(Type.Number())),
  device_ids: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type InsectArea = Static<typeof InsectAreaSchema>;
export const InsectAreaSearchResultSchema = ManageSearchResult(InsectAreaSchema);
export const InsectAreaManageResultSchema = ManageResult(InsectAreaSchema);

/** POST /device/trap-picture: what a trap's own upload answers. */
export const TrapUploadSchema = Type.Object({
  id: Type.Integer({ description: 'the stored picture' }),
  count: Type.Integer({ description: 'insects counted on the board' }),
});

/**
 * Insect monitoring (3009; the traps' latest counts also for the screens' 11): pictures and their
 * counts, areas of traps, counts per trap and day, and a real trap's own upload (public in the
 * session sense: the trap authenticates as its device).
 */
export const INSECT_ENDPOINTS = {
  pictures: endpoint({ method: 'GET', path: '/getWormDataList', query: WormDataListQuerySchema, data: WormDataPageSchema, access: 'insects' }),
  picture: endpoint({ method: 'GET', path: '/insects/picture/:id', params: InsectPictureParamsSchema, data: FILE_ANSWER, produces: ['image/jpeg'], access: 'insects' }),
  statistics: endpoint({ method: 'GET', path: '/getWormStatisticsByGroup', query: WormStatisticsQuerySchema, data: WormStatisticsSchema, access: 'insects' }),
  daily: endpoint({ method: 'GET', path: '/insects/daily', query: TrapDailyQuerySchema, data: TrapDailySchema, access: 'insects' }),
  areaSummary: endpoint({ method: 'GET', path: '/insects/areaSummary', query: AreaSummaryQuerySchema, data: AreaSummarySchema, access: 'insects' }),
  areaSummaryExport: endpoint({ method: 'GET', path: '/insects/areaSummary/export', query: AreaSummaryQuerySchema, data: FILE_ANSWER, produces: [XLSX_MEDIA_TYPE], access: 'insects' }),
  traps: endpoint({ method: 'GET', path: '/insects/traps', data: TrapListSchema, access: 'insectsLive' }),
  /** Every 3009 holder searches (the pickers); insectAreas changes. */
  areas: manageEndpoint('/insectAreaManage', { body: InsectAreaManageBodySchema, row: InsectAreaSchema, access: 'insects' }),
  count: endpoint({ method: 'POST', path: '/insects/count', data: InsectCountSchema, access: 'insects', upload: true }),
  trapUpload: endpoint({ method: 'POST', path: '/device/trap-picture', data: TrapUploadSchema, access: 'public', upload: true }),
};
