import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export function findUserForLogin(db: Kysely<DB>, userName: string) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.tenant_id')
    .select([
      'users.id',
      'users.user_name',
      'users.real_name',
      'users.pwd_hash',
      'users.user_type',
      'users.tenant_id',
      'users.screen_type',
      'companies.name as company_name',
      'companies.is_lock as company_lock',
    ])
    .where('users.user_name', '=', userName)
    .executeTakeFirst();
}

export async function accessCodesOf(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_access').select('code').where('user_id', '=', userId).execute();
  return rows.map((r) => r.code).sort((a, b) => Number(a) - Number(b));
}

/** Whether this account has logged in successfully from this address before (its owner's own machine). */
export async function hasLoggedInFrom(db: Kysely<DB>, userName: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_log')
    .select('id')
    .where('user_name', '=', userName)
    .where('ip', '=', ip)
    .where('success', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordLogin(
  db: Kysely<DB>,
  entry: { userName: string; userId: number | null; ip: string; success: boolean },
) {
  await db
    .insertInto('login_log')
    .values({ user_name: entry.userName, user_id: entry.userId, ip: entry.ip, success: entry.success, login_type: 'platform' })
    .execute();
  if (entry.success && entry.userId !== null) {
    await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', entry.userId).execute();
  }
}

export function findPasswordHash(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select('pwd_hash').where('id', '=', userId).executeTakeFirst();
}
