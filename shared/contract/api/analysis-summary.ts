import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Nullable } from '../schema-bounds';

/** Epoch milliseconds, an ISO instant, or "YYYY-MM-DD[ HH:mm[:ss]]" in the caller's company time zone. */
const TimeInput = Type.String({ minLength: 1, maxLength: 40 });

export const SummaryQuerySchema = Type.Object({
  startTime: TimeInput,
  endTime: TimeInput,
  device_ids: Type.Optional(Type.String({ maxLength: 4000, description: 'comma list of device_id; all visible devices when absent' })),
});
export type SummaryQuery = Static<typeof SummaryQuerySchema>;

/** One monitoring factor of one device over the range, measured against its configured standard. */
export const SummaryRowSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  param_key: Type.String(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  avg: Nullable(Type.Number()),
  count: Type.Integer({ description: 'valid readings in the range' }),
  limitMin: Nullable(Type.Number({ description: 'device_params.min, the lower standard' })),
  limitMax: Nullable(Type.Number({ description: 'device_params.max, the upper standard' })),
  isHigh: Type.Integer({ description: 'warning type: 0 too low, 1 excess, 2 all' }),
  exceedHours: Type.Integer({ description: 'hours whose readings went past the standard the warning type watches' }),
});
export type SummaryRow = Static<typeof SummaryRowSchema>;

export const SummarySchema = Type.Object({
  startTime: Type.Number(),
  endTime: Type.Number(),
  rows: Type.Array(SummaryRowSchema),
});
export type Summary = Static<typeof SummarySchema>;


/** GET /analysis/summary for the pollution-source and monitoring-factor pages. */
export const ANALYSIS_SUMMARY_ENDPOINTS = {
  summary: endpoint({ method: 'GET', path: '/analysis/summary', query: SummaryQuerySchema, data: SummarySchema, access: 'analysisSummary' }),
};
