import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { companyLockApplies } from '../auth/roles';
import { loadSessionUser } from '../auth/session-repository';
import { SESSION_COOKIE } from '../auth/session-plugin';
import type { SessionUser } from '../auth/session-user';

/** The session id of a socket.io handshake, from the same signed `sid` cookie the API uses. */
export function sessionIdOfHandshake(app: FastifyInstance, cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const raw = app.parseCookie(cookieHeader)[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = app.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * The session's user as it is now, or null when the session is over (logged out, expired, ended
 * by a password change) or the user's company is locked. A lock also ends the company's sessions;
 * checking it here keeps a socket closed even if a session outlived the lock.
 */
export async function currentUserOf(db: Kysely<DB>, sessionId: string): Promise<SessionUser | null> {
  const user = await loadSessionUser(db, sessionId);
  if (!user) return null;
  if (!companyLockApplies(user) || user.tenantId === null) return user;
  const company = await db.selectFrom('companies').select('is_lock').where('id', '=', user.tenantId).executeTakeFirst();
  return company && company.is_lock !== 1 ? user : null;
}
