import type { ConfigValues } from '../../../../shared/contract/api/device-params';
import { invertedPairs, WARNING_TYPES, type OrderedPair, type WarningType } from '../../../../shared/contract/param-limits';
import type { ParamConfig } from '../../../api/device-params';
import { paramName } from '../../../lib/param-name';

// Ranges, ordered pairs and warning types are the contract's, so the form refuses what the server would.
export { alarmSides, ORDERED_PAIRS, PARAM_CONFIG_LIMITS as LIMITS } from '../../../../shared/contract/param-limits';

/** The writable fields of a parameter configuration (spec section 3), as the request schema types them. */
export type ParamConfigValues = ConfigValues;
export { WARNING_TYPES };

/** The form's message (under parametr.) for each refusal of an ordered pair. */
const PAIR_MESSAGES: Record<OrderedPair['code'], string> = {
  max_below_min: 'parametr.maxBelowMin',
  range_inverted: 'parametr.rangeInverted',
  perfect_inverted: 'parametr.perfectInverted',
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The checks across fields that the server makes too: the failing pairs' upper field and message key. */
export function crossFieldErrors(values: Partial<Record<keyof ParamConfigValues, unknown>>): { field: keyof ParamConfigValues; message: string }[] {
  return invertedPairs(values).map(({ high, code }) => ({ field: high, message: PAIR_MESSAGES[code] }));
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
    isHigh: (WARNING_TYPES as readonly number[]).includes(row.isHigh) ? (row.isHigh as WarningType) : 2,
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
