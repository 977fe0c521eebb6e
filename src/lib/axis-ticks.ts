/** Steps an axis may use, times a power of ten: the familiar 1-2-5 sequence (and 2.5). */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

export interface AxisTicks {
  /** Ticks from the first to the last, `step` apart; the first and last bound the data. */
  ticks: number[];
  step: number;
}

/**
 * About `count` intervals of a "nice" step covering [lo, hi], extended outward to whole steps, so
 * every tick is a round number and no two are equal (a 0..0.12 range gives 0, 0.05, 0.1, 0.15,
 * never 0.1, 0.1, 0.1). A flat or invalid range gets one unit either side.
 */
export function niceTicks(lo: number, hi: number, count = 4): AxisTicks {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) [lo, hi] = [0, 1];
  if (lo > hi) [lo, hi] = [hi, lo];
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.map((s) => s * power).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * power;
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  // Multiplying the integer index keeps 0.1 + 0.2 drift out of the tick values.
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toPrecision(12)));
  return { ticks, step };
}

/** Decimals that tell ticks `step` apart: 0.05 needs two, 2.5 one, 20 none. */
export function stepDecimals(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let d = 0; d <= 10; d++) if (Math.abs(Number(step.toFixed(d)) - step) < step * 1e-6) return d;
  return 10;
}

/** A tick label with the step's decimals; a value that rounds to zero prints as 0, never -0. */
export function formatTick(value: number, step: number): string {
  const text = value.toFixed(stepDecimals(step));
  return Number(text) === 0 ? (0).toFixed(stepDecimals(step)) : text;
}
