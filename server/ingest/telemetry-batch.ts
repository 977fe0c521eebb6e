import { localHourOf } from '../core/local-time';
import type { ParamLimits } from '../../shared/contract/param-limits';

export interface BatchPoint {
  key: string;
  value: number;
  invalid: boolean;
}

/** The bounds a report counts readings against: alarm limits (min..max) and best range; null is open. */
export type ReportBounds = Pick<ParamLimits, 'min' | 'max' | 'valuePerfectL' | 'valuePerfectH'>;

/** One device, parameter and local hour of a batch, folded the way the hourly rollup folds rows. */
interface HourGroup {
  deviceId: string;
  key: string;
  bucket: number;
  day: string;
  /** Over valid readings only; null (and count 0) when every reading of the group was invalid. */
  min: number | null;
  max: number | null;
  sum: number;
  count: number;
  lastValue: number | null;
  lastTs: number | null;
  /** The first times a valid reading equalled min and max. */
  minTs: number | null;
  maxTs: number | null;
  /** Valid readings outside the limits and the best range of `bounds`; unknown when no bounds were given or they changed within the batch. */
  outLimits: number;
  outBest: number;
  bounds: ReportBounds | undefined;
  countsKnown: boolean;
  /** The newest reading, valid or not: what telemetry_latest keeps. */
  newestValue: number;
  newestInvalid: boolean;
  newestTs: number;
}

/** The hour groups as parallel arrays, one SQL parameter each; times in epoch milliseconds. */
export interface GroupColumns {
  deviceIds: string[];
  keys: string[];
  buckets: number[];
  days: string[];
  mins: (number | null)[];
  maxs: (number | null)[];
  sums: (number | null)[];
  counts: number[];
  lastValues: (number | null)[];
  lastTs: (number | null)[];
  minTs: (number | null)[];
  maxTs: (number | null)[];
  outLimits: (number | null)[];
  outBest: (number | null)[];
  limitLows: (number | null)[];
  limitHighs: (number | null)[];
  bestLows: (number | null)[];
  bestHighs: (number | null)[];
  newestValues: number[];
  newestInvalid: boolean[];
  newestTs: number[];
}

const sameBounds = (a: ReportBounds, b: ReportBounds) =>
  a.min === b.min && a.max === b.max && a.valuePerfectL === b.valuePerfectL && a.valuePerfectH === b.valuePerfectH;

/** Outside [low, high], a null bound being open (as SQL's `value < null` is not true). */
const outside = (value: number, low: number | null, high: number | null) => (low !== null && value < low) || (high !== null && value > high);

/**
 * The rows of one telemetry write. A message (one device's readings at one instant) stores its
 * device id and time once, and rows point at it, so the database parses each only once; and the
 * hourly groups are folded here as rows arrive, so the statement merges a few hundred groups
 * instead of aggregating thousands of rows (see writeBatch for when it must aggregate anyway).
 */
export class TelemetryBatch {
  /** Per message; times in epoch milliseconds (the statement turns them into timestamps exactly, see write-sql). */
  readonly deviceIds: string[] = [];
  readonly times: number[] = [];
  /** Per row: its message's 1-based position (SQL arrays count from 1), key, value, flag. */
  readonly messageOf: number[] = [];
  readonly keys: string[] = [];
  readonly values: number[] = [];
  readonly invalid: boolean[] = [];
  private readonly groups = new Map<string, HourGroup>();

  get rowCount(): number {
    return this.keys.length;
  }

  /**
   * One message. `params` (the device's configuration, by key) gives the bounds each hour's
   * readings are counted against for the reports; without it those counts are stored as unknown.
   */
  add(deviceId: string, ts: number, timeZone: string, points: readonly BatchPoint[], params?: ReadonlyMap<string, ReportBounds>): void {
    this.deviceIds.push(deviceId);
    this.times.push(ts);
    const message = this.deviceIds.length;
    const { bucket, day } = localHourOf(timeZone, ts);
    for (const point of points) {
      this.messageOf.push(message);
      this.keys.push(point.key);
      this.values.push(point.value);
      this.invalid.push(point.invalid);
      this.fold(deviceId, point, ts, bucket, day, params?.get(point.key));
    }
  }

  private fold(deviceId: string, point: BatchPoint, ts: number, bucket: number, day: string, bounds: ReportBounds | undefined): void {
    const id = `${deviceId}\u0000${point.key}\u0000${bucket}`;
    let group = this.groups.get(id);
    if (!group) {
      group = {
        deviceId, key: point.key, bucket, day, min: null, max: null, sum: 0, count: 0, lastValue: null, lastTs: null,
        minTs: null, maxTs: null, outLimits: 0, outBest: 0, bounds, countsKnown: bounds !== undefined,
        newestValue: point.value, newestInvalid: point.invalid, newestTs: ts,
      };
      this.groups.set(id, group);
    } else {
      if (ts >= group.newestTs) {
        group.newestValue = point.value;
        group.newestInvalid = point.invalid;
        group.newestTs = ts;
      }
      // The configuration was reloaded within the batch (a new object) with other bounds.
      if (group.countsKnown && bounds !== group.bounds && (bounds === undefined || !sameBounds(bounds, group.bounds!))) group.countsKnown = false;
    }
    if (point.invalid) return;
    const { value } = point;
    if (group.min === null || value < group.min || (value === group.min && ts < group.minTs!)) {
      group.min = value;
      group.minTs = ts;
    }
    if (group.max === null || value > group.max || (value === group.max && ts < group.maxTs!)) {
      group.max = value;
      group.maxTs = ts;
    }
    if (bounds !== undefined) {
      if (outside(value, bounds.min, bounds.max)) group.outLimits += 1;
      if (outside(value, bounds.valuePerfectL, bounds.valuePerfectH)) group.outBest += 1;
    }
    group.sum += value;
    group.count += 1;
    if (group.lastTs === null || ts >= group.lastTs) {
      group.lastTs = ts;
      group.lastValue = value;
    }
  }

  groupColumns(): GroupColumns {
    const columns: GroupColumns = {
      deviceIds: [], keys: [], buckets: [], days: [], mins: [], maxs: [], sums: [], counts: [], lastValues: [], lastTs: [],
      minTs: [], maxTs: [], outLimits: [], outBest: [], limitLows: [], limitHighs: [], bestLows: [], bestHighs: [],
      newestValues: [], newestInvalid: [], newestTs: [],
    };
    for (const g of this.groups.values()) {
      columns.deviceIds.push(g.deviceId);
      columns.keys.push(g.key);
      columns.buckets.push(g.bucket);
      columns.days.push(g.day);
      columns.mins.push(g.min);
      columns.maxs.push(g.max);
      columns.sums.push(g.count > 0 ? g.sum : null);
      columns.counts.push(g.count);
      columns.lastValues.push(g.lastValue);
      columns.lastTs.push(g.lastTs);
      columns.minTs.push(g.minTs);
      columns.maxTs.push(g.maxTs);
      const bounds = g.countsKnown ? g.bounds! : null;
      columns.outLimits.push(bounds ? g.outLimits : null);
      columns.outBest.push(bounds ? g.outBest : null);
      columns.limitLows.push(bounds?.min ?? null);
      columns.limitHighs.push(bounds?.max ?? null);
      columns.bestLows.push(bounds?.valuePerfectL ?? null);
      columns.bestHighs.push(bounds?.valuePerfectH ?? null);
      columns.newestValues.push(g.newestValue);
      columns.newestInvalid.push(g.newestInvalid);
      columns.newestTs.push(g.newestTs);
    }
    return columns;
  }
}
