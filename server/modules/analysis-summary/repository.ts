import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { SummaryRow } from '../../../shared/contract/api/analysis-summary';
import '../../db/core-tables';
import '../../ingest/telemetry-tables';

/** Parameter types that are states (on/off), not measured factors: they have no min, max or average. */
const STATE_TYPES = ['switch', 'boolean'];

/**
 * Per visible device and open measured parameter: min, max, average and reading count from the
 * hourly rollup over [from, to), and the hours whose rollup went past the parameter's standard
 * (max above `max` for warning types 1 and 2, min below `min` for 0 and 2). Parameters without
 * readings in the range are kept with null statistics, so a silent factor is visible too.
 */
export async function summaryRows(
  db: Kysely<DB>,
  /** The scope's whereDeviceVisible(). */
  deviceVisible: Expression<SqlBool>,
  from: Date,
  to: Date,
  deviceIds: string[] | null,
): Promise<SummaryRow[]> {
  let query = db
    .selectFrom('devices')
    .innerJoin('device_params as p', 'p.device_id', 'devices.device_id')
    .innerJoin('param_defs as pd', 'pd.param_key', 'p.param_key')
    .leftJoin('telemetry_hourly as h', (join) =>
      join.onRef('h.device_id', '=', 'p.device_id').onRef('h.param_key', '=', 'p.param_key').on('h.bucket', '>=', from).on('h.bucket', '<', to),
    )
    .where('devices.deleted_at', 'is', null)
    .where('devices.is_enable', '=', 1)
    .where(deviceVisible)
    .where('p.isOpen', '=', 1)
    .where('pd.param_type', 'not in', STATE_TYPES);
  if (deviceIds) query = query.where('devices.device_id', 'in', deviceIds);
  const rows = await query
    .select([
      'devices.device_id',
      'devices.device_name',
      'devices.device_type',
      'p.param_key',
      'p.name',
      'pd.param_name_en as name_en',
      'pd.param_unit as unit',
      'p.min as limitMin',
      'p.max as limitMax',
      'p.isHigh',
    ])
    .select([
      sql<number | null>`min(h.min)`.as('min'),
      sql<number | null>`max(h.max)`.as('max'),
      sql<number | null>`sum(h.sum) / nullif(sum(h.count), 0)`.as('avg'),
      sql<number>`coalesce(sum(h.count), 0)::int`.as('count'),
      sql<number>`(count(*) filter (where
        (p."isHigh" in (1, 2) and p.max is not null and h.max > p.max) or
        (p."isHigh" in (0, 2) and p.min is not null and h.min < p.min)))::int`.as('exceedHours'),
    ])
    .groupBy([
      'devices.device_id', 'devices.device_name', 'devices.device_type', 'p.param_key', 'p.name',
      'pd.param_name_en', 'pd.param_unit', 'p.min', 'p.max', 'p.isHigh',
    ])
    .orderBy('devices.device_id')
    .orderBy('p.param_key')
    .execute();
  return rows.map((r) => ({
    ...r,
    min: r.min === null ? null : Number(r.min),
    max: r.max === null ? null : Number(r.max),
    avg: r.avg === null ? null : Number(r.avg),
    count: Number(r.count),
    exceedHours: Number(r.exceedHours),
  }));
}
