import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { SessionUser } from '../auth/session-user';
import '../db/core-tables';
import { localStamp } from './local-time';

/** The zone of a company with none set, and of the platform admin (no company). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A company's time zone (the default for no company or one that is gone). */
export async function zoneOfCompany(db: Kysely<DB>, tenantId: number | null): Promise<string> {
  if (tenantId === null) return DEFAULT_TIME_ZONE;
  const row = await db.selectFrom('companies').select('timezone').where('id', '=', tenantId).executeTakeFirst();
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}

/** The time zone local times from this user are read in: that of the user's company. */
export function zoneOfUser(db: Kysely<DB>, user: SessionUser): Promise<string> {
  return zoneOfCompany(db, user.tenantId);
}

/** "YYYYMMDD-HHmmss" now on the user's company clock: the stamp in an export's file name. */
export async function fileStampOfUser(db: Kysely<DB>, user: SessionUser, at = Date.now()): Promise<string> {
  const stamp = localStamp(await zoneOfUser(db, user), at);
  return `${stamp.slice(0, 8)}-${stamp.slice(8)}`;
}
