import type { DeviceEntry } from '../ingest/device-registry';
import { localDate, localToInstant } from '../core/local-time';
import { PROFILES, deviceSkew, localHour, profileValue, seasonDay } from './profiles';

/**
 * The few things that go wrong in a year of demo history, so that the charts, the alarm history
 * and the data audit have something real to show:
 * - an oxygen crash: a still, warm night when dissolved oxygen in one pond falls to ~1 mg/L before
 *   dawn and comes back (V-shaped), with the alarm it raised;
 * - a sensor fault: a pH probe stuck on one reading for most of two days (a flat line);
 * - a power cut: every device of one site silent for a few hours (a gap in every chart).
 */
export type Incident =
  | { kind: 'oxygen_crash'; deviceIds: string[]; paramKey: string; from: number; to: number; low: number }
  | { kind: 'sensor_fault'; deviceIds: string[]; paramKey: string; from: number; to: number; value: number }
  | { kind: 'power_cut'; deviceIds: string[]; from: number; to: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Lowest oxygen of the crash, mg/L: fish gasp at the surface below about 2. */
export const CRASH_LOW = 1.2;
/** The reading the stuck pH probe repeats. */
export const STUCK_PH = 6.82;

/** The instant of local `hour` on the local day `daysBack` days before `at`. */
function localDayAt(timeZone: string, at: number, daysBack: number, hour: number): number {
  const [y, m, d] = localDate(timeZone, at - daysBack * DAY_MS).split('-').map(Number);
  return localToInstant(timeZone, y, m, d) + hour * HOUR_MS;
}

const byId = (a: DeviceEntry, b: DeviceEntry) => a.deviceId.localeCompare(b.deviceId);

/**
 * The incidents for these devices, placed relative to `to` (the end of the history): the crash two
 * nights ago and the power cut four days ago (inside the minute data, where a user looks first),
 * the stuck probe six weeks ago (in the hourly history). Devices that lack the parameter are skipped.
 */
export function planIncidents(devices: readonly DeviceEntry[], to: number): Incident[] {
  const incidents: Incident[] = [];
  const withParam = (key: string) => devices.filter((d) => d.params.get(key)?.isOpen === 1).sort(byId);
  const oxygen = withParam('do');
  if (oxygen[0]) {
    const tz = oxygen[0].timezone;
    const from = localDayAt(tz, to, 2, 1.5);
    incidents.push({ kind: 'oxygen_crash', deviceIds: [oxygen[0].deviceId], paramKey: 'do', from, to: from + 4 * HOUR_MS, low: CRASH_LOW });
  }
  const ph = withParam('ph');
  const probe = ph[1] ?? ph[0];
  if (probe) {
    const from = localDayAt(probe.timezone, to, 45, 8);
    incidents.push({ kind: 'sensor_fault', deviceIds: [probe.deviceId], paramKey: 'ph', from, to: from + 40 * HOUR_MS, value: STUCK_PH });
  }
  // One site: the devices of the company of the first greenhouse (all on one base), else of the first device.
  const sorted = [...devices].sort(byId);
  const anchor = sorted.find((d) => d.type === 'AG') ?? sorted[0];
  if (anchor) {
    const from = localDayAt(anchor.timezone, to, 4, 10);
    const site = sorted.filter((d) => d.tenantId === anchor.tenantId).map((d) => d.deviceId);
    incidents.push({ kind: 'power_cut', deviceIds: site, from, to: from + 4.5 * HOUR_MS });
  }
  return incidents;
}

/** The crash's V: `normal` at the edges of the window, `low` in its middle. */
export function crashValue(incident: { from: number; to: number; low: number }, normal: number, ts: number): number {
  const half = (incident.to - incident.from) / 2;
  const u = Math.abs((ts - incident.from - half) / half);
  return incident.low + (Math.max(normal, incident.low) - incident.low) * u;
}

export interface CrashAlarm {
  deviceId: string;
  tenantId: number;
  paramKey: string;
  value: number;
  threshold: number;
  raisedAt: number;
  clearedAt: number;
}

/**
 * The low-oxygen alarm the crash raised: from when the V first fell below the parameter's lower
 * limit (plus its wait time) until it rose above it again; acknowledged by the morning shift.
 * Null when the device has no lower limit or the crash never crosses it. `oxygenAt`: the oxygen the
 * crash falls from, where it is not the profile's.
 */
export function crashAlarm(incident: Incident, device: DeviceEntry, oxygenAt?: (ts: number) => number): CrashAlarm | null {
  if (incident.kind !== 'oxygen_crash') return null;
  const param = device.params.get(incident.paramKey);
  const profile = PROFILES[incident.paramKey];
  if (!param || param.min === null || !profile) return null;
  const steady = () => 0.5;
  // The pond's own oxygen where it is modelled (pond-history.ts), else the profile's curve.
  const normalAt = oxygenAt ?? ((ts: number) =>
    profileValue(profile, localHour(ts, device.timezone), deviceSkew(device.deviceId), steady, seasonDay(ts)));
  const stepMs = 60_000;
  let raisedAt: number | null = null;
  let clearedAt: number | null = null;
  for (let ts = incident.from; ts < incident.to; ts += stepMs) {
    const below = crashValue(incident, normalAt(ts), ts) < param.min;
    if (below && raisedAt === null) raisedAt = ts + param.waitTime * 1000;
    if (!below && raisedAt !== null && clearedAt === null) clearedAt = ts;
  }
  if (raisedAt === null) return null;
  return {
    deviceId: device.deviceId,
    tenantId: device.tenantId,
    paramKey: incident.paramKey,
    value: incident.low,
    threshold: param.min,
    raisedAt,
    clearedAt: clearedAt ?? incident.to,
  };
}

/**
 * A reading of a series generated in JS (the pond model's) with this device's incidents applied as
 * backfill-sql.ts applies them to the profiles' (withIncidents, outsideCuts, finishSql): null inside
 * a power cut, the stuck value in a sensor fault, the crash's V; then rounded to the parameter's
 * digits and clamped to its reasonable range.
 */
export function incidentReading(device: DeviceEntry, incidents: readonly Incident[], key: string, ts: number, value: number): number | null {
  let v = value;
  for (const incident of incidents) {
    if (!incident.deviceIds.includes(device.deviceId)) continue;
    if (incident.kind === 'power_cut') {
      if (ts < incident.to && ts + 1000 > incident.from) return null;
      continue;
    }
    if (incident.paramKey !== key || ts < incident.from || ts >= incident.to) continue;
    v = incident.kind === 'sensor_fault' ? incident.value : crashValue(incident, v, ts);
    break;
  }
  const scale = 10 ** (PROFILES[key]?.digits ?? 2);
  const param = device.params.get(key);
  const rounded = Math.round(v * scale) / scale;
  return Math.min(param?.endValue ?? Infinity, Math.max(param?.startValue ?? -Infinity, rounded));
}
