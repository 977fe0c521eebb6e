import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { SessionUser } from '../auth/session-user';
import '../db/core-tables';

/** The zone of a company with none set, and of the platform admin (no company). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The time zone local times from this user are read in: that of the user's company. */
export async function zoneOfUser(db: Kysely<DB>, user: SessionUser): Promise<string> {
  if (user.tenantId === null) return DEFAULT_TIME_ZONE;
  const row = await db.selectFrom('companies').select('timezone').where('id', '=', user.tenantId).executeTakeFirst();
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}
