import type { Ajv, FormatDefinition } from 'ajv';
import { EPOCH_MS_MAX } from '../../shared/contract/schema-bounds';

/** The years a date or date-time in a request may name: those of EpochMs (1970 until 2100). */
const FIRST_YEAR = 1970;
const LAST_YEAR = new Date(EPOCH_MS_MAX).getUTCFullYear() - 1;

/**
 * Narrows ajv-formats' `date` and `date-time` to the same years as an epoch-ms time, so that
 * "9999-12-31" or "0001-01-01" is a 400 naming the field on every route that declares the format,
 * as 2^53 ms is, instead of a row no report or chart can place. Both formats begin with four
 * digits of year (RFC 3339), so the year is read from there. Call after ajv-formats is added.
 */
export function boundDateFormats(ajv: Ajv): void {
  for (const name of ['date', 'date-time']) {
    const base = ajv.formats[name] as FormatDefinition<string> | undefined;
    if (!base || typeof base !== 'object' || !('validate' in base)) throw new Error(`ajv format ${name} is not the one ajv-formats defines`);
    const check = base.validate;
    const pattern = typeof check === 'function' ? null : new RegExp(check);
    const matches = (text: string) => (pattern ? pattern.test(text) : (check as (t: string) => boolean)(text));
    ajv.addFormat(name, {
      ...base,
      validate: (text: string) => {
        if (!matches(text)) return false;
        const year = Number(text.slice(0, 4));
        return year >= FIRST_YEAR && year <= LAST_YEAR;
      },
    });
  }
}
