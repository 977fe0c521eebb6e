import { randomBytes } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { SessionUser, UserType } from './session-user';

declare module '../db/types' {
  interface DB {
    sessions: {
      id: string;
      user_id: number;
      remember: boolean;
      ip: string | null;
      created_at: Timestamp;
      expires_at: Timestamp;
      locked: Generated<boolean>;
    };
    user_access: { user_id: number; code: string };
  }
}

/** Idle lifetime of a session: 12 h, or 30 days when "remember password" was asked. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export function ttlOf(remember: boolean): number {
  return remember ? SESSION_REMEMBER_MS : SESSION_IDLE_MS;
}

export async function createSession(db: Kysely<DB>, userId: number, remember: boolean, ip: string) {
  const id = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, remember, ip, expires_at: new Date(Date.now() + ttlOf(remember)) })
    .execute();
  return id;
}

export async function deleteSession(db: Kysely<DB>, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** The session's user with its access codes, or null when the session is unknown or expired. */
export async function loadSessionUser(db: Kysely<DB>, id: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.remember',
      'sessions.expires_at',
      'sessions.locked',
      'users.id',
      'users.user_name',
      'users.real_name',
      'users.user_type',
      'users.tenant_id',
      'users.screen_type',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now) {
    await deleteSession(db, id);
    return null;
  }
  const ttl = ttlOf(row.remember);
  if (now + ttl - expiresAt > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ expires_at: new Date(now + ttl) }).where('id', '=', id).execute();
  }
  return { ...(await asSessionUser(db, row)), sessionId: row.sessionId, locked: row.locked };
}

type UserRow = { id: number; user_name: string; real_name: string | null; user_type: string; tenant_id: number | null; screen_type: string };

/** A user row as a caller, with the access codes it holds now. */
async function asSessionUser(db: Kysely<DB>, row: UserRow): Promise<SessionUser> {
  const codes = await db.selectFrom('user_access').select('code').where('user_id', '=', row.id).execute();
  return {
    id: row.id,
    userName: row.user_name,
    realName: row.real_name,
    userType: row.user_type as UserType,
    tenantId: row.tenant_id,
    screenType: row.screen_type,
    access: new Set(codes.map((c) => c.code)),
    sessionId: '',
  };
}

/**
 * A user as a caller without a session (work done for them later: an e-mailed report), its
 * company, type and codes as they are now; undefined when the user is gone.
 */
export async function loadUserAsCaller(db: Kysely<DB>, userId: number): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(['id', 'user_name', 'real_name', 'user_type', 'tenant_id', 'screen_type']).where('id', '=', userId).executeTakeFirst();
  return row ? asSessionUser(db, row) : undefined;
}

/** Puts up or takes down the lock screen of one session. */
export async function setSessionLocked(db: Kysely<DB>, id: string, locked: boolean) {
  await db.updateTable('sessions').set({ locked }).where('id', '=', id).execute();
}

export async function purgeExpiredSessions(db: Kysely<DB>) {
  await db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
}
