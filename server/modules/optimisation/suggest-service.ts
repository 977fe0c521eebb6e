import type { RequestScope } from '../../auth/request-scope';
import { notFound } from '../../http/app-error';
import { updateParamConfig } from '../devices';
import type { ApplyBody, Suggestion, SuggestBody } from '../../../shared/contract/api/optimisation';
import { backtest, histogram, percentile, samplesOf, suggestLimits, type Bucket } from './suggest-stats';
import { paramNameFor } from './tips-service';
import * as repo from './repository';
import './messages';

/** Fewer valid hours than this in the window give no suggestion: too little to say anything. */
export const MIN_HOURS = 12;
const DAY_MS = 86_400_000;
const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** Hours that overlap an alarm of the parameter, or a device fault, are known incidents. */
function outsideIncidents(buckets: Bucket[], spells: Awaited<ReturnType<typeof repo.incidentSpells>>, paramKey: string) {
  const relevant = spells.filter((s) => s.paramKey === null || s.paramKey === paramKey);
  return buckets.filter((b) => !relevant.some((s) => b.ts + 3600_000 > s.from && b.ts < s.to));
}

/**
 * For each measured parameter of a visible device: limits suggested from its own hours of the
 * last 30 or 90 days (invalid readings and known incidents left out), the histogram with today's
 * and the suggested limits, and a backtest of both over the same window.
 */
export async function suggestions(scope: RequestScope, body: SuggestBody, now = Date.now()) {
  await scope.assertDeviceVisible(body.deviceId);
  const configs = (await repo.configsOfVisible(scope.db, scope.whereDeviceVisible('d.device_id'), body.deviceId)).filter((c) => c.param_type === 'float');
  const from = new Date(now - body.days * DAY_MS);
  const spells = await repo.incidentSpells(scope.db, body.deviceId, from);
  const rows: Suggestion[] = [];
  for (const config of configs) {
    const buckets = await repo.hourlyBuckets(scope.db, config.device_id, config.param_key, from);
    const clean = outsideIncidents(buckets, spells, config.param_key);
    if (clean.length < MIN_HOURS) continue;
    const sorted = samplesOf(clean);
    const current = { min: config.min, max: config.max };
    const suggested = suggestLimits(sorted, config.isHigh);
    const best = { min: config.valuePerfectL, max: config.valuePerfectH };
    const withCurrent = backtest(buckets, current, best);
    const withSuggested = backtest(buckets, suggested, best);
    rows.push({
      paramKey: config.param_key,
      paramName: paramNameFor(scope, config),
      unit: config.param_unit,
      isHigh: config.isHigh,
      count: clean.length,
      current,
      suggested,
      percentiles: { p1: round(percentile(sorted, 0.01)), p5: round(percentile(sorted, 0.05)), p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), p99: round(percentile(sorted, 0.99)) },
      histogram: histogram(sorted, [current.min, current.max, suggested.min, suggested.max]).map((b) => ({ ...b, from: round(b.from), to: round(b.to) })),
      backtest: { current: { alarms: withCurrent.alarms, missed: withCurrent.missed }, suggested: { alarms: withSuggested.alarms, missed: withSuggested.missed }, excursions: withCurrent.excursions },
    });
  }
  return { days: body.days, rows };
}

/**
 * Writes a parameter's suggested limits through the parameter-configuration service (which checks
 * the pair and reloads ingest and alarms), on the sides its warning type uses only.
 */
export async function apply(scope: RequestScope, body: ApplyBody) {
  const { rows } = await suggestions(scope, { deviceId: body.deviceId, days: body.days });
  const row = rows.find((r) => r.paramKey === body.paramKey);
  if (!row) throw notFound('optimisation_no_suggestion', { param: body.paramKey });
  const limits = Object.fromEntries(Object.entries(row.suggested).filter(([, v]) => v !== null));
  const updated = await updateParamConfig(scope, { kind: 'config', deviceId: body.deviceId, paramKey: body.paramKey, ...limits });
  return { deviceId: updated.device_id, paramKey: updated.param_key, min: updated.min, max: updated.max };
}
