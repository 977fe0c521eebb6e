import { CRON_FIELDS, cronFieldValues, parseCronText } from '../../../../shared/contract/cron';

/**
 * A timer trigger's schedule (grammar: shared/contract/cron.ts). Day and weekday combine as in
 * classic cron: when both are restricted, either matching is enough.
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

/** A refused expression: a message key of ./messages.ts and its parameters. */
export class CronError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/** The schedule of an expression, parsed by the contract's grammar (the rule form runs the same parser). */
export function parseCron(expression: string): CronSchedule {
  const parsed = parseCronText(expression);
  if (!parsed.ok) throw new CronError(parsed.refusal.key, parsed.refusal.params);
  const [minute, hour, day, month, weekday] = CRON_FIELDS.map((spec) => new Set(cronFieldValues(parsed.cron[spec.name], spec)));
  return {
    minute,
    hour,
    day,
    month,
    // 7 is Sunday too, as most crons accept.
    weekday: new Set([...weekday].map((d) => d % 7)),
    dayRestricted: parsed.cron.day.kind !== 'every',
    weekdayRestricted: parsed.cron.weekday.kind !== 'every',
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
