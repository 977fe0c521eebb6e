import type { ParamConfig } from '../../../api/device-params';
import { paramName } from '../../../lib/param-name';

/** The writable fields of a parameter configuration (spec section 3). */
export interface ParamConfigValues {
  name: string;
  max: number | null;
  min: number | null;
  /** Warning type: 0 too low, 1 excess, 2 all. */
  isHigh: 0 | 1 | 2;
  period: number;
  maxTime: number;
  startValue: number | null;
  endValue: number | null;
  waitTime: number;
  correcting: number;
  valuePerfectL: number | null;
  valuePerfectH: number | null;
  prompt_id: number | null;
  isOpen: 0 | 1;
}

export const WARNING_TYPES = [0, 1, 2] as const;

/** The server's ranges (server/modules/device-params/schemas.ts CONFIG_FIELDS), so the form refuses what it would. */
export const LIMITS = {
  nameMax: 50,
  period: { min: 1, max: 86400 },
  maxTime: { min: 1, max: 1000 },
  waitTime: { min: 0, max: 86400 },
} as const;

/** A pair of fields whose upper value may not be below the lower one, and the message key when it is. */
export const ORDERED_PAIRS = [
  { low: 'min', high: 'max', message: 'parametr.maxBelowMin' },
  { low: 'startValue', high: 'endValue', message: 'parametr.rangeInverted' },
  { low: 'valuePerfectL', high: 'valuePerfectH', message: 'parametr.perfectInverted' },
] as const satisfies readonly { low: keyof ParamConfigValues; high: keyof ParamConfigValues; message: string }[];

type Numeric = Partial<Record<keyof ParamConfigValues, unknown>>;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The checks across fields that the server makes too (checkConfig): for each ordered pair with
 * both values present, the upper one may not be below the lower one. Returns the failing pairs'
 * upper field and message key.
 */
export function crossFieldErrors(values: Numeric): { field: keyof ParamConfigValues; message: string }[] {
  return ORDERED_PAIRS.filter(({ low, high }) => isNumber(values[low]) && isNumber(values[high]) && (values[high] as number) < (values[low] as number)).map(
    ({ high, message }) => ({ field: high, message }),
  );
}

/**
 * The form values of a stored configuration, its name in the user's language (saving the
 * definition's name in either language keeps it the definition's name on the server).
 */
export function configValuesOf(row: ParamConfig, lang: string): ParamConfigValues {
  return {
    name: paramName(row, lang),
    max: row.max,
    min: row.min,
    isHigh: (WARNING_TYPES as readonly number[]).includes(row.isHigh) ? (row.isHigh as 0 | 1 | 2) : 2,
    period: row.period,
    maxTime: row.maxTime,
    startValue: row.startValue,
    endValue: row.endValue,
    waitTime: row.waitTime,
    correcting: row.correcting,
    valuePerfectL: row.valuePerfectL,
    valuePerfectH: row.valuePerfectH,
    prompt_id: row.prompt_id,
    isOpen: row.isOpen === 1 ? 1 : 0,
  };
}

/** Empty number inputs give undefined; the API wants null for "no limit". */
export function toConfigInput(values: ParamConfigValues): ParamConfigValues {
  const orNull = (v: number | null | undefined) => (isNumber(v) ? v : null);
  return {
    ...values,
    name: values.name.trim(),
    max: orNull(values.max),
    min: orNull(values.min),
    startValue: orNull(values.startValue),
    endValue: orNull(values.endValue),
    valuePerfectL: orNull(values.valuePerfectL),
    valuePerfectH: orNull(values.valuePerfectH),
    prompt_id: orNull(values.prompt_id),
    correcting: isNumber(values.correcting) ? values.correcting : 0,
  };
}

/**
 * What the alarm rule of a configuration means, as the parameter-rule page explains it: which
 * side raises an alarm (isHigh), after how long (waitTime) and how often at most (maxTime).
 */
export function alarmSides(values: { isHigh: number; min: number | null; max: number | null }): { below: number | null; above: number | null } {
  const below = values.isHigh !== 1 && isNumber(values.min) ? values.min : null;
  const above = values.isHigh !== 0 && isNumber(values.max) ? values.max : null;
  return { below, above };
}
