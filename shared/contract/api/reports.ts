import { Type, type Static, type TInteger, type TNumber } from 'typebox';
import { AQI_LEVELS, AQI_POLLUTANTS } from '../air-quality';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { XLSX_MEDIA_TYPE } from '../media-types';
import { Id, Nullable, OneOf } from '../schema-bounds';
import { ParamMetaSchema, ReportParamStatsSchema } from './datahis';

/** A local date between 1970 and 2099, as the other time bounds (shared/contract/schema-bounds.ts). */
const LocalDate = Type.String({ pattern: '^(19[7-9]\\d|20\\d\\d)-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD, a local date of the device' });

/** GET /report/aqi: one row per local day from startTime to endTime inclusive (at most 366 days). */
export const AqiQuerySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  startTime: LocalDate,
  endTime: LocalDate,
});
export type AqiQuery = Static<typeof AqiQuerySchema>;
export const AQI_MAX_DAYS = 366;

/** One value per pollutant of a daily AQI (shared/contract/air-quality.ts AQI_POLLUTANTS). */
const PerPollutant = <T extends TNumber | TInteger>(value: () => T) =>
  Type.Object({
    so2: Nullable(value()),
    no2: Nullable(value()),
    pm10: Nullable(value()),
    co: Nullable(value()),
    o3_1h: Nullable(value()),
    o3_8h: Nullable(value()),
    pm25: Nullable(value()),
  });

export const AqiRowSchema = Type.Object({
  date: Type.String(),
  /** Null when the day has too little data for any pollutant (GB 3095-2012 validity rules). */
  aqi: Nullable(Type.Integer()),
  level: Nullable(OneOf(AQI_LEVELS.map((l) => l.level))),
  color: Nullable(OneOf(AQI_LEVELS.map((l) => l.color))),
  primary: Type.Array(OneOf(AQI_POLLUTANTS)),
  iaqi: PerPollutant(() => Type.Integer()),
  /** The day's concentrations the indexes come from (CO in mg/m³, the others µg/m³), null where invalid. */
  concentrations: PerPollutant(() => Type.Number()),
  /** Why there is no AQI: 'insufficient_data' (fewer valid hours than the standard asks). */
  reason: Nullable(Type.Literal('insufficient_data')),
});
export type AqiRow = Static<typeof AqiRowSchema>;

export const AqiResultSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  timezone: Type.String(),
  /** Pollutants the device reports; a device without any answers an empty list of rows. */
  pollutants: Type.Array(Type.String()),
  rows: Type.Array(AqiRowSchema),
});
export type AqiResult = Static<typeof AqiResultSchema>;

/** GET /report/download: one periodic report (POST /datahis/findDataHisByType's body) as an .xlsx workbook. */
export const ReportDownloadQuerySchema = Type.Object({
  type: OneOf(['hour', 'day', 'week', 'month'] as const),
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  date: Type.String({ minLength: 1, maxLength: 40, description: 'a time inside the period: epoch ms, ISO, or "YYYY-MM-DD[ HH:mm]" in the device\'s zone' }),
});
export type ReportDownloadQuery = Static<typeof ReportDownloadQuerySchema>;

// Years 1970-2099: the span of EpochMs, and no year 0 (which PostgreSQL has not).
const LocalMonth = Type.String({ pattern: '^(19[7-9]\\d|20\\d{2})-(0[1-9]|1[0-2])$', maxLength: 7, description: 'YYYY-MM, a local month of the device (1970-2099)' });
/** The most months one good-and-polluted-days call counts (the AQI report's year). */
export const POLLUTION_MAX_MONTHS = 12;

/** GET /report/pollutionDays: good and polluted days per local month, startMonth to endMonth inclusive. */
export const PollutionQuerySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  startMonth: LocalMonth,
  endMonth: LocalMonth,
});
export type PollutionQuery = Static<typeof PollutionQuerySchema>;

/** Air: the AQI levels I..VI; water: the GB 3838-2002 classes I..V and worse than V ('V+'). */
export const WATER_CLASSES = ['I', 'II', 'III', 'IV', 'V', 'V+'] as const;

export const PollutionDaySchema = Type.Object({
  date: Type.String(),
  /** Null: too little valid data to judge the day. */
  good: Nullable(Type.Boolean()),
  /** The AQI level (air) or water class (water), null without data. */
  category: Nullable(Type.String()),
  /** The day's AQI (air only). */
  aqi: Nullable(Type.Integer()),
  /** The primary pollutants (air) or the parameters that set the class (water). */
  limiting: Type.Array(Type.String()),
});
export type PollutionDay = Static<typeof PollutionDaySchema>;

export const PollutionMonthSchema = Type.Object({
  month: Type.String(),
  good: Type.Integer(),
  polluted: Type.Integer(),
  no_data: Type.Integer(),
  /** Days per level or class (every category of the kind, zeros included). */
  by_category: Type.Record(Type.String(), Type.Integer()),
});
export type PollutionMonth = Static<typeof PollutionMonthSchema>;

export const PollutionResultSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  timezone: Type.String(),
  /** 'air' (AQI by HJ 633-2012), 'water' (GB 3838-2002 classes), 'none' (the device reports neither). */
  kind: OneOf(['air', 'water', 'none'] as const),
  /** The categories in order, best first: AQI levels or water classes. */
  categories: Type.Array(Type.String()),
  months: Type.Array(PollutionMonthSchema),
  days: Type.Array(PollutionDaySchema),
});
export type PollutionResult = Static<typeof PollutionResultSchema>;

/** POST /report/site: one period's figures for every visible device of a site (issue 18, item 1). */
export const SiteReportBodySchema = Type.Object({
  type: OneOf(['hour', 'day', 'week', 'month'] as const),
  site_id: Id(),
  date: Type.String({ minLength: 1, maxLength: 40, description: 'a time inside the period: epoch ms, ISO, or "YYYY-MM-DD[ HH:mm]" in the site\'s zone' }),
});
export type SiteReportBody = Static<typeof SiteReportBodySchema>;

/** One device of a site report: its parameters and each one's figures over the period. */
export const SiteReportDeviceSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  params: Type.Array(ParamMetaSchema),
  stats: Type.Record(Type.String(), ReportParamStatsSchema),
});
export type SiteReportDevice = Static<typeof SiteReportDeviceSchema>;

export const SiteReportSchema = Type.Object({
  type: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  site_name_en: Nullable(Type.String()),
  /** The period in the company's zone (null bounds when the site has no device). */
  start: Nullable(Type.Number()),
  end: Nullable(Type.Number()),
  timezone: Nullable(Type.String()),
  devices: Type.Array(SiteReportDeviceSchema),
});
export type SiteReport = Static<typeof SiteReportSchema>;

/** A site report's .xlsx is made in the background, device by device; the page polls its progress. */
export const SiteExportJobSchema = Type.Object({
  id: Type.String(),
  /** Devices in the report, and how many are written so far. */
  total: Type.Integer(),
  done: Type.Integer(),
  status: OneOf(['running', 'done', 'failed'] as const),
  error: Nullable(Type.String()),
});
export type SiteExportJob = Static<typeof SiteExportJobSchema>;
export const SiteExportIdSchema = Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$', maxLength: 36 }) });

const XLSX = [XLSX_MEDIA_TYPE];

/**
 * The /report calls: the daily AQI and good and polluted days (5005, 5004), the .xlsx downloads
 * (GETs, fetched like any file), and the site report with its workbook made in the background.
 */
export const REPORT_ENDPOINTS = {
  aqi: endpoint({ method: 'GET', path: '/report/aqi', query: AqiQuerySchema, data: AqiResultSchema, access: 'airQuality' }),
  pollutionDays: endpoint({ method: 'GET', path: '/report/pollutionDays', query: PollutionQuerySchema, data: PollutionResultSchema, access: 'airQuality' }),
  pollutionDaysDownload: endpoint({ method: 'GET', path: '/report/pollutionDays/download', query: PollutionQuerySchema, data: FILE_ANSWER, produces: XLSX, access: 'airQuality' }),
  periodicDownload: endpoint({ method: 'GET', path: '/report/download', query: ReportDownloadQuerySchema, data: FILE_ANSWER, produces: XLSX, access: 'historyReport' }),
  site: endpoint({ method: 'POST', path: '/report/site', body: SiteReportBodySchema, data: SiteReportSchema, access: 'historyReport' }),
  siteExport: endpoint({ method: 'POST', path: '/report/site/export', body: SiteReportBodySchema, data: SiteExportJobSchema, access: 'historyReport' }),
  siteExportStatus: endpoint({ method: 'GET', path: '/report/site/export/:id', params: SiteExportIdSchema, data: SiteExportJobSchema, access: 'historyReport' }),
  siteExportFile: endpoint({ method: 'GET', path: '/report/site/export/:id/file', params: SiteExportIdSchema, data: FILE_ANSWER, produces: XLSX, access: 'historyReport' }),
};
