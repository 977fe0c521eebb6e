import type { RequestScope } from '../../../auth/request-scope';
import { badRequest } from '../../../http/app-error';
import { localDate, parseTimeInput } from '../../../core/local-time';
import { zoneOfUser } from '../../../core/zones';
import { configNames } from '../../devices';
import {
  FAULT_ANALYSIS_MAX_DAYS,
  OFFLINE_SPELLS_MAX,
  PARETO_MAX,
  type FaultAnalysis,
  type FaultAnalysisQuery,
} from '../../../../shared/contract/api/fault-analysis';
import * as repo from './repository';

const DAY_MS = 86_400_000;

type SourceCount = Awaited<ReturnType<typeof repo.countsBySource>>[number];

/** A parameter's two names as the alarm lists show them (configuration, else definition, else key). */
function namesOf(row: SourceCount): { name: string; name_en: string } {
  const key = row.param_key ?? '';
  if (row.param_name === null) return { name: row.name ?? key, name_en: row.name ?? key };
  return configNames(row.name ?? row.param_name, { param_name: row.param_name, param_name_en: row.param_name_en });
}

async function rangeOf(scope: RequestScope, query: FaultAnalysisQuery) {
  const zone = await zoneOfUser(scope.db, scope.user);
  const from = parseTimeInput(query.startTime, zone);
  const to = parseTimeInput(query.endTime, zone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null || to <= from || to - from > FAULT_ANALYSIS_MAX_DAYS * DAY_MS) throw badRequest('field_invalid', { field: 'endTime' });
  return { from, to, zone };
}

/**
 * Fault analysis over a range: alarms raised, by device, parameter and kind; the sources that alarm
 * most (Pareto, by count); mean times to acknowledge and to clear; offline spells clipped to the
 * range; and devices whose SIM had expired by its end.
 */
export async function faultAnalysis(scope: RequestScope, query: FaultAnalysisQuery): Promise<FaultAnalysis> {
  const { from, to, zone } = await rangeOf(scope, query);
  if (query.device_id) await scope.assertDeviceVisible(query.device_id);
  const range = { from, to, deviceId: query.device_id };
  // The last local day the range touches: a SIM that expired that day was expired inside the range.
  const lastDay = localDate(zone, to - 1);
  const [sources, response, spells, sims] = await Promise.all([
    repo.countsBySource(scope, range),
    repo.responseTimes(scope, range),
    repo.offlineSpells(scope, range, OFFLINE_SPELLS_MAX),
    repo.simExpiries(scope, lastDay, query.device_id),
  ]);

  const devices = new Map<string, FaultAnalysis['devices'][number]>();
  const params = new Map<string, FaultAnalysis['params'][number]>();
  const totals = { low: 0, high: 0, offline: 0, sim: sims.length, total: 0 };
  const deviceRow = (id: string, name: string) => {
    let row = devices.get(id);
    if (!row) devices.set(id, (row = { device_id: id, device_name: name, low: 0, high: 0, offline: 0, sim: 0, total: 0 }));
    return row;
  };
  const pareto = new Map<string, Omit<FaultAnalysis['pareto'][number], 'share' | 'cumulative'>>();
  for (const s of sources) {
    const direction = s.direction as 'low' | 'high' | 'offline';
    const device = deviceRow(s.device_id, s.device_name);
    device[direction] += s.n;
    device.total += s.n;
    totals[direction] += s.n;
    totals.total += s.n;
    const names = s.param_key === null ? null : namesOf(s);
    if (s.param_key !== null && names && direction !== 'offline') {
      let param = params.get(s.param_key);
      if (!param) params.set(s.param_key, (param = { param_key: s.param_key, ...names, low: 0, high: 0, total: 0 }));
      param[direction] += s.n;
      param.total += s.n;
    }
    const key = `${s.device_id}\u0000${s.param_key ?? ''}`;
    const source = pareto.get(key) ?? {
      device_id: s.device_id, device_name: s.device_name, param_key: s.param_key, name: names?.name ?? null, name_en: names?.name_en ?? null, count: 0,
    };
    source.count += s.n;
    pareto.set(key, source);
  }
  for (const sim of sims) deviceRow(sim.device_id, sim.device_name).sim = 1;

  const byCount = <T extends { total: number }>(a: T, b: T) => b.total - a.total;
  let running = 0;
  const paretoRows = [...pareto.values()]
    .sort((a, b) => b.count - a.count || a.device_id.localeCompare(b.device_id))
    .slice(0, PARETO_MAX)
    .map((row) => {
      running += row.count;
      return { ...row, share: row.count / totals.total, cumulative: running / totals.total };
    });
  const now = Date.now();
  return {
    from,
    to,
    totals,
    devices: [...devices.values()].sort((a, b) => byCount(a, b) || b.sim - a.sim || a.device_id.localeCompare(b.device_id)),
    params: [...params.values()].sort((a, b) => byCount(a, b) || a.param_key.localeCompare(b.param_key)),
    pareto: paretoRows,
    response,
    offlineSpells: spells.rows.map((s) => ({
      device_id: s.device_id,
      device_name: s.device_name,
      from: s.raised_at,
      to: s.cleared_at,
      durationMs: Math.max(0, Math.min(s.cleared_at ?? now, to, now) - Math.max(s.raised_at, from)),
    })),
    offlineSpellCount: spells.total,
    sim: sims,
  };
}
