import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { GranularityName } from '../../../shared/contract/api/datahis';
import '../../ingest/telemetry-tables';

export interface AverageRow {
  param_key: string;
  ts: number;
  label: string;
  avg: number;
  min: number;
  max: number;
  count: number;
}

const LABEL: Record<GranularityName, string> = {
  year: 'YYYY',
  quarter: 'YYYY-"Q"Q',
  month: 'YYYY-MM',
  week: 'IYYY-"W"IW',
  day: 'YYYY-MM-DD',
  hour: 'YYYY-MM-DD HH24:00',
  minute: 'YYYY-MM-DD HH24:MI',
};

/**
 * Averages per local calendar bucket. Year, quarter, month, week and day are folded from the
 * daily rollup (keyed by local date, so a week starts on the local Monday at midnight); hour from
 * the hourly rollup; minute from the raw rows.
 */
export async function averages(
  db: Kysely<DB>,
  args: { deviceId: string; keys: string[]; from: number; to: number; fromDay: string; toDay: string; timezone: string; unit: GranularityName },
): Promise<AverageRow[]> {
  const { deviceId, keys, timezone, unit } = args;
  const from = new Date(args.from).toISOString();
  const to = new Date(args.to).toISOString();
  const label = LABEL[unit];
  let query;
  if (unit === 'minute') {
    query = sql<AverageRow>`
      select param_key, date_trunc('minute', ts, ${timezone}) as b, avg(value) as avg, min(value) as min, max(value) as max, count(*)::int as count
      from telemetry
      where device_id = ${deviceId} and param_key = any(${keys}::text[]) and not invalid
        and ts >= ${from}::timestamptz and ts < ${to}::timestamptz
      group by 1, 2`;
  } else if (unit === 'hour') {
    query = sql<AverageRow>`
      select param_key, bucket as b, sum / count as avg, min, max, count
      from telemetry_hourly
      where device_id = ${deviceId} and param_key = any(${keys}::text[])
        and bucket >= ${from}::timestamptz and bucket < ${to}::timestamptz`;
  } else {
    query = sql<AverageRow>`
      select param_key, date_trunc(${unit}, day::timestamp) at time zone ${timezone} as b,
             sum(sum) / sum(count) as avg, min(min) as min, max(max) as max, sum(count)::int as count
      from telemetry_daily
      where device_id = ${deviceId} and param_key = any(${keys}::text[])
        and day >= ${args.fromDay}::date and day <= ${args.toDay}::date
      group by 1, 2`;
  }
  const result = await sql<AverageRow & { ts: string }>`
    select param_key, extract(epoch from b) * 1000 as ts, to_char(b at time zone ${timezone}, ${label}) as label, avg, min, max, count
    from (${query}) as q order by param_key, b`.execute(db);
  return result.rows.map((r) => ({ ...r, ts: Number(r.ts) }));
}
