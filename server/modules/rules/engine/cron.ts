/**
 * The timer trigger's cron-like input (spec section 5): five fields, minute hour day month
 * weekday, each a single value (5), a range (1-5), a comma list (1,3,10-12) or every (* and
 * star-slash-n). Day and weekday combine as in classic cron: when both are restricted, either
 * matching is enough.
 */
export interface CronSchedule {
  minute: ReadonlySet<number>;
  hour: ReadonlySet<number>;
  day: ReadonlySet<number>;
  month: ReadonlySet<number>;
  weekday: ReadonlySet<number>;
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

/** A refused expression: a message key of server/rules/messages.ts and its parameters. */
export class CronError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'weekday', min: 0, max: 7 },
] as const;

const NUMBER = /^\d{1,2}$/;

function parseField(text: string, field: (typeof FIELDS)[number]): { values: Set<number>; restricted: boolean } {
  const { name, min, max } = field;
  const values = new Set<number>();
  const value = (raw: string) => {
    if (!NUMBER.test(raw)) throw new CronError('cron_field_invalid', { field: name, value: text });
    const n = Number(raw);
    if (n < min || n > max) throw new CronError('cron_out_of_range', { field: name, value: n, min, max });
    return n;
  };
  if (text === '*' || text.startsWith('*/')) {
    const step = text === '*' ? 1 : Number(text.slice(2));
    if (!/^\*(\/\d{1,2})?$/.test(text) || step < 1 || step > max) {
      throw new CronError('cron_step_invalid', { field: name, value: text, max });
    }
    for (let n = min; n <= max; n += step) values.add(n);
    return { values, restricted: text !== '*' };
  }
  for (const part of text.split(',')) {
    const range = part.split('-');
    if (range.length === 1) values.add(value(part));
    else if (range.length === 2) {
      const [from, to] = [value(range[0]), value(range[1])];
      if (from > to) throw new CronError('cron_range_inverted', { field: name, value: part });
      for (let n = from; n <= to; n++) values.add(n);
    } else throw new CronError('cron_field_invalid', { field: name, value: text });
  }
  return { values, restricted: true };
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length !== FIELDS.length) throw new CronError('cron_field_count', { count: parts.length });
  const [minute, hour, day, month, weekday] = parts.map((part, i) => parseField(part, FIELDS[i]));
  // 7 is Sunday too, as most crons accept.
  const weekdays = new Set([...weekday.values].map((d) => d % 7));
  return {
    minute: minute.values,
    hour: hour.values,
    day: day.values,
    month: month.values,
    weekday: weekdays,
    dayRestricted: day.restricted,
    weekdayRestricted: weekday.restricted,
  };
}

export interface WallClock {
  minute: number;
  hour: number;
  day: number;
  month: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

export function cronMatches(schedule: CronSchedule, at: WallClock): boolean {
  if (!schedule.minute.has(at.minute) || !schedule.hour.has(at.hour) || !schedule.month.has(at.month)) return false;
  const dayOk = schedule.day.has(at.day);
  const weekdayOk = schedule.weekday.has(at.weekday);
  if (schedule.dayRestricted && schedule.weekdayRestricted) return dayOk || weekdayOk;
  return dayOk && weekdayOk;
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock of an instant in a company's time zone (rules fire on the site's local time). */
export function wallClockIn(date: Date, timeZone: string): WallClock {
  let format = FORMATTERS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', minute: 'numeric', hour: 'numeric', day: 'numeric', month: 'numeric', weekday: 'short',
    });
    FORMATTERS.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    minute: Number(parts.minute),
    hour: Number(parts.hour),
    day: Number(parts.day),
    month: Number(parts.month),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}
