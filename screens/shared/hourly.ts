/** Pure helpers that turn a 24 h series into hourly figures (unit-tested). */

export interface TimedValue {
  ts: number;
  value: number | null;
}

const HOUR_MS = 3600_000;

/**
 * Mean of each of the 24 hours ending with the hour of `now` (oldest first). An hour without
 * readings is null, so a gap is shown as a gap and never as a zero.
 */
export function hourlyMeans(points: readonly TimedValue[], now: number): Array<{ hour: number; value: number | null }> {
  const last = Math.floor(now / HOUR_MS) * HOUR_MS;
  const first = last - 23 * HOUR_MS;
  const sums = new Float64Array(24);
  const counts = new Uint32Array(24);
  for (const point of points) {
    if (point.value === null || !Number.isFinite(point.value)) continue;
    const i = Math.floor((point.ts - first) / HOUR_MS);
    if (i < 0 || i > 23) continue;
    sums[i] += point.value;
    counts[i] += 1;
  }
  return Array.from({ length: 24 }, (_, i) => ({ hour: first + i * HOUR_MS, value: counts[i] ? sums[i] / counts[i] : null }));
}

/**
 * Inflow and outflow from the water-level change between consecutive hourly means (m/h): a rise
 * counts as inflow, a fall as outflow. No flow parameter exists, so this is the level's own rate,
 * not a volume; an hour next to a gap has no figure.
 */
export function levelFlows(hourly: ReadonlyArray<{ hour: number; value: number | null }>): { inflow: TimedValue[]; outflow: TimedValue[] } {
  const inflow: TimedValue[] = [];
  const outflow: TimedValue[] = [];
  for (let i = 1; i < hourly.length; i++) {
    const a = hourly[i - 1].value;
    const b = hourly[i].value;
    const ts = hourly[i].hour;
    if (a === null || b === null) {
      inflow.push({ ts, value: null });
      outflow.push({ ts, value: null });
      continue;
    }
    const delta = b - a;
    inflow.push({ ts, value: Math.max(delta, 0) });
    outflow.push({ ts, value: Math.max(-delta, 0) });
  }
  return { inflow, outflow };
}
