import type { DeviceEntry } from '../ingest/device-registry';
import { zoneOffsetMs } from '../core/local-time';
import { POND_STEP_MS, PondOxygen, WARM_UP_MS, oxygenReading } from './pond-oxygen';
import { incidentReading, type Incident } from './incidents';
import { eventLoopTurn } from '../core/event-loop-turn';

/**
 * The demo history of a pond's oxygen from the mass balance (pond-oxygen.ts). The SQL backfill
 * draws the other parameters' curves inside the database, but an ODE has to be integrated in
 * order: a forward pass per pond keeps every minute (a few MB a year), and the backfill, which writes
 * newest first, takes its chunks from it. Each pass starts warmed up (WARM_UP_MS), so a pass over the
 * raw days and one over the months before meet where they join to well under the readings' 0.01. The aerator is off all along (the
 * demo farm runs it only when told), so its readings are zeros.
 */

const HOUR_MS = 3_600_000;

/** The parameters of a pond monitor that come from the model rather than from profiles.ts. */
export const MODELLED_KEYS = ['do', 'aerator'] as const;

/** Whether the device's oxygen is modelled: it measures `do`. */
export const isPond = (device: DeviceEntry) => device.params.get('do')?.isOpen === 1;

/** The keys of MODELLED_KEYS this device reports (none unless it is a pond). */
export function modelledKeys(device: DeviceEntry): string[] {
  return isPond(device) ? MODELLED_KEYS.filter((key) => device.params.get(key)?.isOpen === 1) : [];
}

/** A pond's oxygen every minute over [from, to), integrated once. */
export class PondTrack {
  readonly from: number;
  private readonly values: Float32Array;

  constructor(device: DeviceEntry, from: number, to: number) {
    this.from = Math.ceil(from / POND_STEP_MS) * POND_STEP_MS;
    this.values = new Float32Array(Math.max(0, Math.ceil((to - this.from) / POND_STEP_MS)));
    const pond = new PondOxygen(device.deviceId, device.timezone).start(this.from - WARM_UP_MS).advance(this.from);
    this.values[0] = pond.current!.value;
    pond.advance(this.from + (this.values.length - 1) * POND_STEP_MS, undefined, (ts, value) => {
      this.values[(ts - this.from) / POND_STEP_MS] = value;
    });
  }

  /** Whether the track holds every minute of [from, to). */
  covers(from: number, to: number): boolean {
    return from >= this.from && to <= this.from + this.values.length * POND_STEP_MS;
  }

  /** The oxygen at an instant (the grid minute at or before it); NaN outside the track. */
  at(ts: number): number {
    const i = Math.floor((ts - this.from) / POND_STEP_MS);
    return i >= 0 && i < this.values.length ? this.values[i] : NaN;
  }
}

/** The ponds' tracks for the backfill, by device id; the event loop gets a turn between ponds (a year is a few tenths of a second). */
export async function pondTracks(devices: readonly DeviceEntry[], from: (device: DeviceEntry) => number, to: (device: DeviceEntry) => number): Promise<Map<string, PondTrack>> {
  const tracks = new Map<string, PondTrack>();
  for (const device of devices.filter(isPond)) {
    await eventLoopTurn();
    tracks.set(device.deviceId, new PondTrack(device, from(device), to(device)));
  }
  return tracks;
}

/** Rows of the modelled parameters, as parallel arrays (minute by minute, power cuts left out). */
export interface ModelledRows {
  keys: string[];
  times: number[];
  values: number[];
}

/**
 * A pond's modelled readings every `stepMinutes` over [from, to), in time order: oxygen with sensor
 * noise and the incidents applied (the crash's V, a stuck probe, power cuts), rounded and clamped as
 * the sensor reports; the aerator off.
 */
function eachModelled(
  device: DeviceEntry, track: PondTrack, from: number, to: number, stepMinutes: number, incidents: readonly Incident[],
  each: (key: string, ts: number, value: number) => void,
): void {
  const keys = modelledKeys(device);
  const mine = incidents.filter((i) => i.deviceIds.includes(device.deviceId));
  const range = Object.fromEntries(keys.map((k) => [k, [device.params.get(k)?.startValue ?? -Infinity, device.params.get(k)?.endValue ?? Infinity]]));
  for (let ts = from; ts < to; ts += stepMinutes * 60_000) {
    for (const key of keys) {
      const raw = key === 'do' ? oxygenReading(track.at(ts)) : 0;
      // Most ponds have no incident: a reading needs only the device's range (oxygenReading has rounded it).
      const value = mine.length === 0 ? Math.min(range[key][1], Math.max(range[key][0], raw)) : incidentReading(device, mine, key, ts, raw);
      if (value !== null) each(key, ts, value);
    }
  }
}

/** eachModelled's readings as parallel arrays, for the raw rows. */
export function modelledRows(device: DeviceEntry, track: PondTrack, from: number, to: number, stepMinutes: number, incidents: readonly Incident[]): ModelledRows {
  const rows: ModelledRows = { keys: [], times: [], values: [] };
  eachModelled(device, track, from, to, stepMinutes, incidents, (key, ts, value) => {
    rows.keys.push(key);
    rows.times.push(ts);
    rows.values.push(value);
  });
  return rows;
}

/** Hourly figures of the modelled series, as parallel arrays. */
export interface HourRows {
  keys: string[];
  buckets: number[];
  mins: number[];
  maxs: number[];
  sums: number[];
  counts: number[];
  lastValues: number[];
}

/**
 * The hourly figures of a pond's modelled readings over [from, to), folded from its minute
 * readings: per local hour the extremes, the sum and count, the last reading. The backfill stores
 * them as it stores the profiles' hours with no raw rows behind them (backfill.ts).
 */
export function modelledHours(device: DeviceEntry, track: PondTrack, from: number, to: number, incidents: readonly Incident[]): HourRows {
  const hours: HourRows = { keys: [], buckets: [], mins: [], maxs: [], sums: [], counts: [], lastValues: [] };
  // The row of each key's current hour: readings come in time order, so an hour is done when the next begins.
  const current = new Map<string, number>();
  let [utcHour, offset] = [NaN, 0];
  eachModelled(device, track, from, to, 1, incidents, (key, ts, value) => {
    if (Math.floor(ts / HOUR_MS) !== utcHour) {
      utcHour = Math.floor(ts / HOUR_MS);
      offset = zoneOffsetMs(device.timezone, ts);
    }
    const bucket = Math.floor((ts + offset) / HOUR_MS) * HOUR_MS - offset;
    let i = current.get(key);
    if (i === undefined || hours.buckets[i] !== bucket) {
      i = hours.keys.push(key) - 1;
      current.set(key, i);
      hours.buckets.push(bucket);
      hours.mins.push(value);
      hours.maxs.push(value);
      hours.sums.push(0);
      hours.counts.push(0);
      hours.lastValues.push(value);
    }
    hours.mins[i] = Math.min(hours.mins[i], value);
    hours.maxs[i] = Math.max(hours.maxs[i], value);
    hours.sums[i] += value;
    hours.counts[i]++;
    hours.lastValues[i] = value;
  });
  return hours;
}
