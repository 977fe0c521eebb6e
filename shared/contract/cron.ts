/**
 * The timer trigger's cron-like grammar (spec section 5), the one parser the server's rule engine
 * and the console's rule form both run: five fields, minute hour day month weekday, each a single
 * value (5), a range (1-5), a comma list (1,3,10-12) or every (* and star-slash-n). A refusal names
 * a message key both sides translate (server: rules/engine/messages.ts, console: rule-text.ts).
 */

export const CRON_FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'weekday', min: 0, max: 7 },
] as const;
export type CronFieldSpec = (typeof CRON_FIELDS)[number];
export type CronFieldName = CronFieldSpec['name'];

export type CronPart = number | [number, number];
export type CronField = { kind: 'every' } | { kind: 'step'; step: number } | { kind: 'list'; parts: CronPart[] };
export type ParsedCron = Record<CronFieldName, CronField>;

export type CronRefusalKey = 'cron_field_count' | 'cron_field_invalid' | 'cron_out_of_range' | 'cron_range_inverted' | 'cron_step_invalid';
export interface CronRefusal {
  key: CronRefusalKey;
  params: Record<string, string | number>;
}
export type CronParse = { ok: true; cron: ParsedCron } | { ok: false; refusal: CronRefusal };

const NUMBER = /^\d{1,2}$/;

class Refused extends Error {
  constructor(readonly refusal: CronRefusal) {
    super(refusal.key);
  }
}

function parseField(text: string, field: CronFieldSpec): CronField {
  const { name, min, max } = field;
  const value = (raw: string) => {
    if (!NUMBER.test(raw)) throw new Refused({ key: 'cron_field_invalid', params: { field: name, value: text } });
    const n = Number(raw);
    if (n < min || n > max) throw new Refused({ key: 'cron_out_of_range', params: { field: name, value: n, min, max } });
    return n;
  };
  if (text === '*') return { kind: 'every' };
  if (text.startsWith('*/')) {
    const step = Number(text.slice(2));
    if (!/^\*\/\d{1,2}$/.test(text) || step < 1 || step > max) throw new Refused({ key: 'cron_step_invalid', params: { field: name, value: text, max } });
    return { kind: 'step', step };
  }
  const parts: CronPart[] = text.split(',').map((part) => {
    const range = part.split('-');
    if (range.length === 1) return value(part);
    if (range.length !== 2) throw new Refused({ key: 'cron_field_invalid', params: { field: name, value: text } });
    const [from, to] = [value(range[0]), value(range[1])];
    if (from > to) throw new Refused({ key: 'cron_range_inverted', params: { field: name, value: part } });
    return [from, to];
  });
  return { kind: 'list', parts };
}

/** Parses an expression, or says why it is refused (never throws). */
export function parseCronText(expression: string): CronParse {
  const texts = expression.trim().split(/\s+/).filter(Boolean);
  if (texts.length !== CRON_FIELDS.length) return { ok: false, refusal: { key: 'cron_field_count', params: { count: texts.length } } };
  try {
    const fields = texts.map((text, i) => parseField(text, CRON_FIELDS[i]));
    return { ok: true, cron: Object.fromEntries(CRON_FIELDS.map((f, i) => [f.name, fields[i]])) as ParsedCron };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** The values a parsed field stands for, in the order written, within its spec's bounds (weekday 7 stays 7). */
export function cronFieldValues(field: CronField, spec: CronFieldSpec): number[] {
  const values = new Set<number>();
  if (field.kind !== 'list') {
    const step = field.kind === 'step' ? field.step : 1;
    for (let n = spec.min; n <= spec.max; n += step) values.add(n);
  } else {
    for (const part of field.parts) {
      const [from, to] = Array.isArray(part) ? part : [part, part];
      for (let n = from; n <= to; n++) values.add(n);
    }
  }
  return [...values];
}
