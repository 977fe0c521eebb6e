import type { FastifyInstance } from 'fastify';
import { loadSessionUser } from '../auth/session-repository';
import { SESSION_COOKIE } from '../auth/session-plugin';
import type { SessionUser } from '../auth/session-user';

/**
 * The user behind a socket.io handshake, from the same signed `sid` cookie the API uses; null
 * when the cookie is missing, forged or its session expired.
 */
export async function userOfHandshake(app: FastifyInstance, cookieHeader: string | undefined): Promise<SessionUser | null> {
  if (!cookieHeader) return null;
  const raw = app.parseCookie(cookieHeader)[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = app.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  return loadSessionUser(app.database.db, unsigned.value);
}
