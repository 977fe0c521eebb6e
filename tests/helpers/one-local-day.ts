import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/types';
import { localDate } from '../../server/core/local-time';

/** The time zone of the company that owns a device: the zone its daily figures are cut in. */
export async function deviceZone(db: Kysely<DB>, deviceId: string): Promise<string> {
  const row = await db
    .selectFrom('devices')
    .innerJoin('companies', 'companies.id', 'devices.tenant_id')
    .select('companies.timezone')
    .where('devices.device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return row.timezone;
}

/**
 * The latest instant, at least `agoMs` before now, from which `spanMs` more stays on one local day.
 * A test that writes readings "an hour ago" and asserts one day's sum fails when CI runs just after
 * the company's midnight (it did: two insect pictures at 23:05 and 00:05 were summed as two days).
 */
export function startOfSpanOnOneDay(timeZone: string, spanMs: number, agoMs: number, now = Date.now()): number {
  const STEP = 15 * 60_000;
  let start = now - agoMs;
  while (localDate(timeZone, start) !== localDate(timeZone, start + spanMs)) start -= STEP;
  return start;
}
