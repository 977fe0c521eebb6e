import { EPOCH_MS_MAX } from '../../shared/contract/schema-bounds';

/**
 * Time in a company's time zone: days, weeks, months and years start at local midnight there,
 * never at UTC midnight. Pure functions over Intl, so they work for any IANA zone, DST included.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds to add to UTC to get local wall time at that instant. */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of a local wall time (month 1-12) in the zone. */
export function localToInstant(timeZone: string, y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let instant = wall - zoneOffsetMs(timeZone, wall);
  // Second pass: the offset at the instant itself (differs near a DST change).
  instant = wall - zoneOffsetMs(timeZone, instant);
  return instant;
}

const LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/**
 * A time as the console sends it: epoch milliseconds (digits), an ISO instant with an offset or Z,
 * or a local date/time "YYYY-MM-DD[ HH:mm[:ss]]" read in the company's zone. Null when unreadable
 * or outside the times any request may name (1970 to 2100, as the schemas' EpochMs): 2^53 as
 * digits or the year 275760 read as a time would otherwise reach Date and PostgreSQL and fail there.
 */
export function parseTimeInput(input: string | number, timeZone: string): number | null {
  const at = readTime(input, timeZone);
  return at !== null && at >= 0 && at <= EPOCH_MS_MAX ? at : null;
}

function readTime(input: string | number, timeZone: string): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const local = LOCAL.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map((v) => (v === undefined ? 0 : Number(v)));
    return localToInstant(timeZone, y, mo, d, h, mi, s);
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** The local calendar date "YYYY-MM-DD" of an instant. */
export function localDate(timeZone: string, at: number): string {
  const shifted = new Date(at + zoneOffsetMs(timeZone, at));
  return shifted.toISOString().slice(0, 10);
}

/** "YYYYMMDDHHmmss" of an instant on a zone's clock: the date-time in order and ticket numbers. */
export function localStamp(timeZone: string, at: number): string {
  return new Date(at + zoneOffsetMs(timeZone, at)).toISOString().slice(0, 19).replace(/[-:T]/g, '');
}

const HOUR_MS = 3_600_000;
/** Offsets are whole quarter hours and change on quarter-hour instants, so one lookup serves a slot. */
const SLOT_MS = 900_000;
const MAX_CACHED_OFFSETS = 10_000;
const offsets = new Map<string, number>();

function cachedOffset(timeZone: string, at: number): number {
  const key = `${timeZone} ${Math.floor(at / SLOT_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offset = zoneOffsetMs(timeZone, at);
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The local hour an instant falls in: the instant that hour began (at the reading's own offset)
 * and its local date, as `date_trunc('hour', ts, zone)` and the daily rollup cut them. Ingest calls
 * this per message, hence the offset cache.
 */
export function localHourOf(timeZone: string, at: number): { bucket: number; day: string } {
  const offset = cachedOffset(timeZone, at);
  const wallHour = Math.floor((at + offset) / HOUR_MS) * HOUR_MS;
  return { bucket: wallHour - offset, day: wallDate(wallHour) };
}

const DAY_MS = 86_400_000;
const MAX_CACHED_DATES = 1_000;
const dates = new Map<number, string>();

/** "YYYY-MM-DD" of a wall time: a batch's messages fall in a few days, so each is formatted once. */
function wallDate(wall: number): string {
  const day = Math.floor(wall / DAY_MS);
  let text = dates.get(day);
  if (text === undefined) {
    if (dates.size >= MAX_CACHED_DATES) dates.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dates.set(day, text);
  }
  return text;
}
