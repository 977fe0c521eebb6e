import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ParamConfig } from '../../ingest/device-registry';
import type { ReportParamStats } from '../../../shared/contract/api/datahis';
import { firstTimeOf, hourRollups, outsideInHours, type HourRollup, type Range } from './report-stats-repository';

type Fit = 'inside' | 'outside' | 'mixed';

/** Where an hour lies against a range, from its rollup's min and max alone. */
function fitOf(hour: HourRollup, range: Range): Fit {
  const low = range.low ?? -Infinity;
  const high = range.high ?? Infinity;
  if (hour.min >= low && hour.max <= high) return 'inside';
  if (hour.max < low || hour.min > high) return 'outside';
  return 'mixed';
}

const open = (r: Range) => r.low === null && r.high === null;

/**
 * The readings of the hours outside a range. Most hours lie wholly inside or outside it by their
 * rollup's min and max; only the hours straddling a bound are counted from the raw rows, so a
 * month of one-minute data reads a few hours of raw rows rather than the whole month. A straddling
 * hour kept only as a rollup (history imported as hourly means) is classed by its mean.
 */
async function outsideCounts(db: Kysely<DB>, deviceId: string, key: string, hours: HourRollup[], limits: Range, best: Range) {
  let outLimits = 0;
  let outBest = 0;
  const mixed = new Set<number>();
  for (const hour of hours) {
    const l = fitOf(hour, limits);
    const b = fitOf(hour, best);
    if (l === 'outside') outLimits += hour.count;
    if (b === 'outside') outBest += hour.count;
    if (l === 'mixed' || b === 'mixed') mixed.add(hour.ts);
  }
  const counted = new Map((await outsideInHours(db, deviceId, key, [...mixed], limits, best)).map((r) => [r.ts, r]));
  for (const hour of hours) {
    if (!mixed.has(hour.ts)) continue;
    const raw = counted.get(hour.ts);
    const mean = hour.sum / hour.count;
    const byMean = (r: Range) => (fitOf({ ...hour, min: mean, max: mean }, r) === 'outside' ? hour.count : 0);
    if (fitOf(hour, limits) === 'mixed') outLimits += raw ? raw.outLimits : byMean(limits);
    if (fitOf(hour, best) === 'mixed') outBest += raw ? raw.outBest : byMean(best);
  }
  return { outLimits, outBest };
}

/** The first hour reaching an extreme and the reading's own time in it (the hour's start when kept as a rollup only). */
async function timeOf(db: Kysely<DB>, deviceId: string, key: string, hours: HourRollup[], value: number, pick: 'min' | 'max') {
  const hour = hours.find((h) => h[pick] === value)!;
  return (await firstTimeOf(db, deviceId, key, hour.ts, value)) ?? hour.ts;
}

/**
 * Per parameter over [from, to): count, mean, min and max with the first time each was reached,
 * and the shares of valid readings outside the alarm limits and the best range. Built on the
 * hourly rollup (which holds valid readings only) plus bounded raw reads; the share of readings
 * stands for the share of time, the devices reporting at a fixed interval.
 */
export async function periodStats(db: Kysely<DB>, deviceId: string, params: ParamConfig[], from: number, to: number): Promise<Record<string, ReportParamStats>> {
  const rollups = await hourRollups(db, deviceId, params.map((p) => p.param_key), from, to);
  const stats: Record<string, ReportParamStats> = {};
  for (const p of params) {
    const hours = rollups.filter((r) => r.param_key === p.param_key);
    const limits: Range = { low: p.min, high: p.max };
    const best: Range = { low: p.valuePerfectL, high: p.valuePerfectH };
    const base = { limits: { min: p.min, max: p.max }, best: { low: p.valuePerfectL, high: p.valuePerfectH } };
    const count = hours.reduce((n, h) => n + h.count, 0);
    if (count === 0) {
      stats[p.param_key] = { ...base, count: 0, avg: null, min: null, min_ts: null, max: null, max_ts: null, outside_limits: null, outside_best: null };
      continue;
    }
    const min = Math.min(...hours.map((h) => h.min));
    const max = Math.max(...hours.map((h) => h.max));
    const [minTs, maxTs, outside] = await Promise.all([
      timeOf(db, deviceId, p.param_key, hours, min, 'min'),
      timeOf(db, deviceId, p.param_key, hours, max, 'max'),
      outsideCounts(db, deviceId, p.param_key, hours, limits, best),
    ]);
    stats[p.param_key] = {
      ...base,
      count,
      avg: hours.reduce((s, h) => s + h.sum, 0) / count,
      min,
      min_ts: minTs,
      max,
      max_ts: maxTs,
      outside_limits: open(limits) ? null : outside.outLimits / count,
      outside_best: open(best) ? null : outside.outBest / count,
    };
  }
  return stats;
}
