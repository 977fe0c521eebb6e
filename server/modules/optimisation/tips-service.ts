import type { RequestScope } from '../../auth/request-scope';
import { configNames } from '../devices';
import type { DismissBody, Tip } from '../../../shared/contract/api/optimisation';
import { evaluateRule, thin } from './evaluate-tips';
import { TIP_PARAM_KEYS, TIP_RULES } from './tip-rules';
import * as repo from './repository';

/** The readings behind a tip (its chart) reach back this far. */
const SERIES_WINDOW_MS = 6 * 3600_000;
/** A series whose newest reading is older than this is not "current": its rules stay quiet. */
const STALE_MS = 3600_000;
const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const;

/** The local hour (0-23) of `at` in a time zone. */
export function localHour(at: number, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at)) % 24;
}

/** The name of a configuration in the caller's language. */
export function paramNameFor(scope: RequestScope, row: repo.ConfigRow) {
  const names = configNames(row.name, row);
  return scope.lang === 'en-US' ? names.name_en : names.name;
}

/**
 * The rule base evaluated on the current readings of the devices the caller sees (one device
 * with `deviceId`), less the tips this user dismissed for a while; most severe first.
 */
export async function tips(scope: RequestScope, deviceId: string | undefined, now = Date.now()): Promise<Tip[]> {
  if (deviceId) await scope.assertDeviceVisible(deviceId);
  const configs = await repo.configsOfVisible(scope.db, scope.whereDeviceVisible('d.device_id'), deviceId, TIP_PARAM_KEYS);
  const deviceIds = [...new Set(configs.map((c) => c.device_id))].slice(0, repo.DEVICE_CAP);
  const [series, dismissed] = await Promise.all([
    repo.recentSeries(scope.db, deviceIds, TIP_PARAM_KEYS, new Date(now - SERIES_WINDOW_MS)),
    repo.activeDismissals(scope.db, scope.user.id, new Date(now)),
  ]);
  const result: Tip[] = [];
  for (const config of configs) {
    const points = series.get(`${config.device_id}\u0000${config.param_key}`);
    if (!points || points.length === 0 || now - points[points.length - 1]!.ts > STALE_MS) continue;
    const limits = { min: config.min, max: config.max, valuePerfectL: config.valuePerfectL, valuePerfectH: config.valuePerfectH };
    const hour = localHour(now, config.timezone);
    for (const rule of TIP_RULES) {
      if (rule.paramKey !== config.param_key) continue;
      if (dismissed.has(`${rule.id}\u0000${config.device_id}\u0000${config.param_key}`)) continue;
      const hit = evaluateRule(rule, { series: points, limits, hour });
      if (!hit) continue;
      result.push({
        ruleId: rule.id,
        deviceId: config.device_id,
        deviceName: config.device_name,
        paramKey: config.param_key,
        paramName: paramNameFor(scope, config),
        unit: config.param_unit,
        severity: rule.severity,
        advice: rule.advice[scope.lang],
        latest: hit.latest,
        slope: hit.slope === null ? null : Math.round(hit.slope * 1000) / 1000,
        action: hit.action,
        limits,
        series: thin(points),
      });
    }
  }
  return result.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.deviceId.localeCompare(b.deviceId));
}

/** Hides a tip from this user for `hours` (a visible device only). */
export async function dismiss(scope: RequestScope, body: DismissBody, now = Date.now()) {
  await scope.assertDeviceVisible(body.deviceId);
  const until = new Date(now + body.hours * 3600_000);
  await repo.dismiss(scope.db, { user_id: scope.user.id, device_id: body.deviceId, rule_id: body.ruleId, param_key: body.paramKey, until });
  return { until: until.toISOString() };
}
