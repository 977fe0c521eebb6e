import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ParamConfig } from '../../ingest/device-registry';
import type { ReportParamStats } from '../../../shared/contract/api/datahis';
import { seriesFigures, type Range, type SeriesAsk } from './report-stats-repository';

/** One device's parameters over its period [from, to) (epoch ms; each device's own zone cuts it). */
export interface StatsAsk {
  deviceId: string;
  /** The device's zone (its company's): the daily rollup's dates are local to it. */
  timezone: string;
  params: ParamConfig[];
  from: number;
  to: number;
}

const open = (r: Range) => r.low === null && r.high === null;

/**
 * Per device and parameter over its period: count, mean, min and max with the first time each was
 * reached, and the shares of valid readings outside the alarm limits and the best range (the share
 * of readings stands for the share of time, the devices reporting at a fixed interval). Every
 * device and parameter asked is answered by one statement (report-stats-repository.ts), so a site
 * of fifty devices costs one round trip rather than fifty reports.
 */
export async function statsOfMany(db: Kysely<DB>, asks: StatsAsk[]): Promise<Map<string, Record<string, ReportParamStats>>> {
  const series: SeriesAsk[] = asks.flatMap((ask) =>
    ask.params.map((p) => ({
      deviceId: ask.deviceId,
      key: p.param_key,
      timezone: ask.timezone,
      from: ask.from,
      to: ask.to,
      limits: { low: p.min, high: p.max },
      best: { low: p.valuePerfectL, high: p.valuePerfectH },
    })),
  );
  const figures = new Map((await seriesFigures(db, series)).map((f) => [`${f.device_id}\u0000${f.param_key}`, f]));
  const answer = new Map<string, Record<string, ReportParamStats>>();
  for (const ask of asks) {
    const stats: Record<string, ReportParamStats> = {};
    for (const p of ask.params) {
      const limits: Range = { low: p.min, high: p.max };
      const best: Range = { low: p.valuePerfectL, high: p.valuePerfectH };
      const base = { limits: { min: p.min, max: p.max }, best: { low: p.valuePerfectL, high: p.valuePerfectH } };
      const f = figures.get(`${ask.deviceId}\u0000${p.param_key}`);
      stats[p.param_key] = f
        ? {
            ...base,
            count: f.count,
            avg: f.total / f.count,
            min: f.min,
            min_ts: f.min_ts,
            max: f.max,
            max_ts: f.max_ts,
            outside_limits: open(limits) ? null : f.out_limits / f.count,
            outside_best: open(best) ? null : f.out_best / f.count,
          }
        : { ...base, count: 0, avg: null, min: null, min_ts: null, max: null, max_ts: null, outside_limits: null, outside_best: null };
    }
    answer.set(ask.deviceId, stats);
  }
  return answer;
}

/** One device's figures (the periodic report's summary): statsOfMany with one device. */
export async function periodStats(db: Kysely<DB>, deviceId: string, timezone: string, params: ParamConfig[], from: number, to: number): Promise<Record<string, ReportParamStats>> {
  return (await statsOfMany(db, [{ deviceId, timezone, params, from, to }])).get(deviceId)!;
}
