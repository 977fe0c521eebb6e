/**
 * A parameter configuration's limits and what they mean (spec section 3), applied by ingest and
 * the alarm engine on the server, checked by the parameter form and shown by the live tiles in
 * the console. Plain constants and pure functions: this file runs on both sides.
 */

/** Warning types (isHigh): 0 watches too low (below min), 1 excess (above max), 2 all. */
export const WARNING_TYPES = [0, 1, 2] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

/** The limit fields of a configuration row, with the spec's names. */
export interface ParamLimits {
  max: number | null;
  min: number | null;
  isHigh: number;
  /** Measuring interval, seconds. */
  period: number;
  /** Most notifications of one alarm. */
  maxTime: number;
  /** The reasonable range: a reading outside it is stored flagged invalid. */
  startValue: number | null;
  endValue: number | null;
  /** How long a breach must last before it alarms, seconds. */
  waitTime: number;
  /** Calibration offset added to each reading. */
  correcting: number;
  /** The best range (display only). */
  valuePerfectL: number | null;
  valuePerfectH: number | null;
  isOpen: number;
}

/** Bounds of the writable fields (the request schema's and the form's). */
export const PARAM_CONFIG_LIMITS = {
  nameMax: 50,
  period: { min: 1, max: 86400 },
  maxTime: { min: 1, max: 1000 },
  waitTime: { min: 0, max: 86400 },
} as const;

/**
 * Pairs whose upper value may not be below the lower one when both are set; `code` is the refusal
 * (server message `params_<code>`, console message parametr.<its key>).
 */
export const ORDERED_PAIRS = [
  { low: 'min', high: 'max', code: 'max_below_min' },
  { low: 'startValue', high: 'endValue', code: 'range_inverted' },
  { low: 'valuePerfectL', high: 'valuePerfectH', code: 'perfect_inverted' },
] as const satisfies readonly { low: keyof ParamLimits; high: keyof ParamLimits; code: string }[];
export type OrderedPair = (typeof ORDERED_PAIRS)[number];

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The ordered pairs a (partial) configuration breaks. */
export function invertedPairs(values: Partial<Record<keyof ParamLimits, unknown>>): OrderedPair[] {
  return ORDERED_PAIRS.filter(({ low, high }) => {
    const [lo, hi] = [values[low], values[high]];
    return isNumber(lo) && isNumber(hi) && hi < lo;
  });
}

/** The thresholds a configuration's warning type watches: below `min`, above `max` (null: not watched or unset). */
export function alarmSides(limits: { isHigh: number | null; min: number | null; max: number | null }): { below: number | null; above: number | null } {
  const isHigh = limits.isHigh ?? 2;
  return {
    below: isHigh !== 1 && isNumber(limits.min) ? limits.min : null,
    above: isHigh !== 0 && isNumber(limits.max) ? limits.max : null,
  };
}

/** Which watched threshold a value is past, if any: the alarm condition. */
export function limitBreach(
  limits: { isHigh: number | null; min: number | null; max: number | null },
  value: number,
): { direction: 'high' | 'low'; threshold: number } | null {
  const { below, above } = alarmSides(limits);
  if (above !== null && value > above) return { direction: 'high', threshold: above };
  if (below !== null && value < below) return { direction: 'low', threshold: below };
  return null;
}

/** A reading outside the reasonable range startValue..endValue (stored, flagged invalid, no alarm). */
export function outsideReasonableRange(limits: { startValue: number | null; endValue: number | null }, value: number): boolean {
  return (limits.startValue !== null && value < limits.startValue) || (limits.endValue !== null && value > limits.endValue);
}
