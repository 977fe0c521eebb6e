import { localHourOf } from '../core/local-time';

export interface BatchPoint {
  key: string;
  value: number;
  invalid: boolean;
}

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
  /** The newest reading, valid or not: what telemetry_latest keeps. */
  newestValue: number;
  newestInvalid: boolean;
  newestTs: number;
}

/** The hour groups as parallel arrays, one SQL parameter each. */
export interface GroupColumns {
  deviceIds: string[];
  keys: string[];
  buckets: string[];
  days: string[];
  mins: (number | null)[];
  maxs: (number | null)[];
  sums: (number | null)[];
  counts: number[];
  lastValues: (number | null)[];
  lastTs: (string | null)[];
  newestValues: number[];
  newestInvalid: boolean[];
  newestTs: string[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The rows of one telemetry write. A message (one device's readings at one instant) stores its
 * device id and time once, and rows point at it, so the database parses each only once; and the
 * hourly groups are folded here as rows arrive, so the statement merges a few hundred groups
 * instead of aggregating thousands of rows (see writeBatch for when it must aggregate anyway).
 */
export class TelemetryBatch {
  /** Per message. */
  readonly deviceIds: string[] = [];
  readonly times: string[] = [];
  /** Per row: its message's 1-based position (SQL arrays count from 1), key, value, flag. */
  readonly messageOf: number[] = [];
  readonly keys: string[] = [];
  readonly values: number[] = [];
  readonly invalid: boolean[] = [];
  private readonly groups = new Map<string, HourGroup>();

  get rowCount(): number {
    return this.keys.length;
  }

  add(deviceId: string, ts: number, timeZone: string, points: readonly BatchPoint[]): void {
    this.deviceIds.push(deviceId);
    this.times.push(iso(ts));
    const message = this.deviceIds.length;
    const { bucket, day } = localHourOf(timeZone, ts);
    for (const point of points) {
      this.messageOf.push(message);
      this.keys.push(point.key);
      this.values.push(point.value);
      this.invalid.push(point.invalid);
      this.fold(deviceId, point, ts, bucket, day);
    }
  }

  private fold(deviceId: string, point: BatchPoint, ts: number, bucket: number, day: string): void {
    const id = `${deviceId}\u0000${point.key}\u0000${bucket}`;
    let group = this.groups.get(id);
    if (!group) {
      group = { deviceId, key: point.key, bucket, day, min: null, max: null, sum: 0, count: 0, lastValue: null, lastTs: null, newestValue: point.value, newestInvalid: point.invalid, newestTs: ts };
      this.groups.set(id, group);
    } else if (ts >= group.newestTs) {
      group.newestValue = point.value;
      group.newestInvalid = point.invalid;
      group.newestTs = ts;
    }
    if (point.invalid) return;
    const { value } = point;
    group.min = group.min === null ? value : Math.min(group.min, value);
    group.max = group.max === null ? value : Math.max(group.max, value);
    group.sum += value;
    group.count += 1;
    if (group.lastTs === null || ts >= group.lastTs) {
      group.lastTs = ts;
      group.lastValue = value;
    }
  }

  groupColumns(): GroupColumns {
    const columns: GroupColumns = { deviceIds: [], keys: [], buckets: [], days: [], mins: [], maxs: [], sums: [], counts: [], lastValues: [], lastTs: [], newestValues: [], newestInvalid: [], newestTs: [] };
    for (const g of this.groups.values()) {
      columns.deviceIds.push(g.deviceId);
      columns.keys.push(g.key);
      columns.buckets.push(iso(g.bucket));
      columns.days.push(g.day);
      columns.mins.push(g.min);
      columns.maxs.push(g.max);
      columns.sums.push(g.count > 0 ? g.sum : null);
      columns.counts.push(g.count);
      columns.lastValues.push(g.lastValue);
      columns.lastTs.push(g.lastTs === null ? null : iso(g.lastTs));
      columns.newestValues.push(g.newestValue);
      columns.newestInvalid.push(g.newestInvalid);
      columns.newestTs.push(iso(g.newestTs));
    }
    return columns;
  }
}
