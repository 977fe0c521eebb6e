/**
 * The timer trigger's cron-like input on the client (spec section 5): five fields, minute hour
 * day month weekday, each a single value, a range a-b, a comma list, or every (* and *\/n). The
 * checks are the server's (server/rules/cron.ts), so the form refuses what the server would, with
 * the same message keys; the description says what the expression means in the UI language.
 */

export type CronLang = 'zh-CN' | 'en-US';
type Part = number | [number, number];
export type CronField = { kind: 'every' } | { kind: 'step'; step: number } | { kind: 'list'; parts: Part[] };

export interface CronRefusal {
  /** Message key, also the server's: cron_field_count, cron_field_invalid, cron_out_of_range, cron_range_inverted, cron_step_invalid. */
  key: string;
  params: Record<string, string | number>;
}

export const CRON_FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'weekday', min: 0, max: 7 },
] as const;
type FieldName = (typeof CRON_FIELDS)[number]['name'];

const NUMBER = /^\d{1,2}$/;

class Refused extends Error {
  constructor(readonly refusal: CronRefusal) {
    super(refusal.key);
  }
}

function parseField(text: string, field: (typeof CRON_FIELDS)[number]): CronField {
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
  const parts: Part[] = text.split(',').map((part) => {
    const range = part.split('-');
    if (range.length === 1) return value(part);
    if (range.length !== 2) throw new Refused({ key: 'cron_field_invalid', params: { field: name, value: text } });
    const [from, to] = [value(range[0]), value(range[1])];
    if (from > to) throw new Refused({ key: 'cron_range_inverted', params: { field: name, value: part } });
    return [from, to];
  });
  return { kind: 'list', parts };
}

export type ParsedCron = Record<FieldName, CronField>;

/** Parses an expression, or returns why it is refused. */
export function parseCronText(expression: string): { ok: true; cron: ParsedCron } | { ok: false; refusal: CronRefusal } {
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

const WEEKDAYS: Record<CronLang, string[]> = {
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  'en-US': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');

function partsText(parts: Part[], lang: CronLang, label: (n: number) => string): string {
  const sep = lang === 'zh-CN' ? '、' : ', ';
  const to = lang === 'zh-CN' ? '至' : ' to ';
  return parts.map((p) => (Array.isArray(p) ? `${label(p[0])}${to}${label(p[1])}` : label(p))).join(sep);
}

const single = (field: CronField): number | null => (field.kind === 'list' && field.parts.length === 1 && !Array.isArray(field.parts[0]) ? field.parts[0] : null);

function timeText(cron: ParsedCron, lang: CronLang): string {
  const zh = lang === 'zh-CN';
  const { minute, hour } = cron;
  const m = single(minute);
  const h = single(hour);
  if (m !== null && h !== null) return zh ? `${pad(h)}:${pad(m)}` : `at ${pad(h)}:${pad(m)}`;
  const minutes =
    minute.kind === 'every'
      ? zh ? '每分钟' : 'every minute'
      : minute.kind === 'step'
        ? zh ? `每 ${minute.step} 分钟` : `every ${minute.step} minutes`
        : zh ? `第 ${partsText(minute.parts, lang, String)} 分` : `at minute ${partsText(minute.parts, lang, String)}`;
  const hours =
    hour.kind === 'every'
      ? zh ? '每小时' : 'of every hour'
      : hour.kind === 'step'
        ? zh ? `每 ${hour.step} 小时` : `every ${hour.step} hours`
        : zh ? `${partsText(hour.parts, lang, String)} 时` : `during hour ${partsText(hour.parts, lang, String)}`;
  if (minute.kind !== 'list' && hour.kind === 'every') return minutes;
  return zh ? `${hours}${minutes}` : `${minutes} ${hours}`;
}

function dateText(cron: ParsedCron, lang: CronLang): string {
  const zh = lang === 'zh-CN';
  const { day, month, weekday } = cron;
  const pieces: string[] = [];
  if (month.kind === 'step') pieces.push(zh ? `每 ${month.step} 个月` : `every ${month.step} months`);
  if (month.kind === 'list') pieces.push(zh ? partsText(month.parts, lang, (n) => `${n}月`) : `in ${partsText(month.parts, lang, (n) => MONTHS_EN[n - 1])}`);
  const days =
    day.kind === 'step'
      ? zh ? `每 ${day.step} 天` : `every ${day.step} days`
      : day.kind === 'list'
        ? zh ? `每月 ${partsText(day.parts, lang, (n) => `${n}日`)}` : `on day ${partsText(day.parts, lang, String)} of the month`
        : null;
  // A weekday step names the days it lands on (*/2: Sunday, Tuesday, Thursday, Saturday).
  const weekdayParts = weekday.kind === 'step' ? Array.from({ length: Math.floor(6 / weekday.step) + 1 }, (_, i) => i * weekday.step) : weekday.kind === 'list' ? weekday.parts : null;
  const weekdays = weekdayParts ? (zh ? partsText(weekdayParts, lang, (n) => WEEKDAYS[lang][n]) : `on ${partsText(weekdayParts, lang, (n) => WEEKDAYS[lang][n])}`) : null;
  // Classic cron: with both day and weekday restricted, either one matching is enough.
  if (days && weekdays) pieces.push(zh ? `${days}或${weekdays}` : `${days} or ${weekdays}`);
  else if (days) pieces.push(days);
  else if (weekdays) pieces.push(weekdays);
  else if (month.kind === 'every') pieces.push(zh ? '每天' : 'every day');
  return pieces.join(zh ? '，' : ', ');
}

/** What an accepted expression means, e.g. "每天 08:30" / "at 08:30, every day". */
export function describeCron(cron: ParsedCron, lang: CronLang): string {
  const time = timeText(cron, lang);
  const date = dateText(cron, lang);
  return lang === 'zh-CN' ? `${date} ${time}`.trim() : `${time}, ${date}`;
}
