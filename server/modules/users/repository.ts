import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { escapeLike } from '../../db/escape-like';
import type { UserOption, UserProfile, UserRow } from '../../../shared/contract/api/users';
import { avatarUrl } from './avatar-url';
import './avatar-tables';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `visible`: the scope's whereUserVisible('users.id'). */
function scopedUsers(db: Kysely<DB>, visible: Expression<SqlBool>) {
  return db.selectFrom('users').leftJoin('companies', 'companies.id', 'users.tenant_id').where(visible);
}

export async function listUsers(
  db: Kysely<DB>,
  visible: Expression<SqlBool>,
  filter: { user_name?: string; tenant_id?: number; user_type?: string; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  let query = scopedUsers(db, visible);
  if (filter.user_name) query = query.where('users.user_name', 'ilike', `%${escapeLike(filter.user_name)}%`);
  if (filter.tenant_id !== undefined) query = query.where('users.tenant_id', '=', filter.tenant_id);
  if (filter.user_type) query = query.where('users.user_type', '=', filter.user_type as UserRow['user_type']);
  const [rows, count] = await Promise.all([
    query
      .select([
        'users.id',
        'users.user_name',
        'users.real_name',
        'users.tenant_id',
        'companies.name as company_name',
        'users.user_type',
        'users.telephone',
        'users.email',
        'users.screen_type',
        'users.last_sign_in_at',
        'users.created_at',
        (eb) => eb.selectFrom('user_avatars').select('user_avatars.etag').whereRef('user_avatars.user_id', '=', 'users.id').as('avatar_etag'),
      ])
      .orderBy('users.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(({ avatar_etag, ...r }) => ({
      ...r,
      last_sign_in_at: iso(r.last_sign_in_at),
      created_at: iso(r.created_at)!,
      avatar_url: avatar_etag ? avatarUrl(r.id, avatar_etag) : null,
    })),
    total: Number(count.n),
  };
}

export function listUserOptions(db: Kysely<DB>, visible: Expression<SqlBool>, userType?: string): Promise<UserOption[]> {
  let query = scopedUsers(db, visible).select(['users.id', 'users.user_name', 'users.real_name', 'users.user_type', 'users.tenant_id']);
  if (userType) query = query.where('users.user_type', '=', userType as UserOption['user_type']);
  return query.orderBy('users.id').execute();
}

export async function findProfile(db: Kysely<DB>, id: number): Promise<UserProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.tenant_id')
    .select([
      'users.id as userId',
      'users.user_name',
      'users.real_name',
      'users.telephone',
      'users.email',
      'users.department',
      'users.tenant_id',
      'companies.name as company_name',
      'users.user_type',
      'users.screen_type',
      'users.last_sign_in_at',
      (eb) => eb.selectFrom('user_avatars').select('user_avatars.etag').whereRef('user_avatars.user_id', '=', 'users.id').as('avatar_etag'),
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { avatar_etag, ...profile } = row;
  return { ...profile, last_sign_in_at: iso(row.last_sign_in_at), avatar_url: avatar_etag ? avatarUrl(row.userId, avatar_etag) : null };
}

export function companyExists(db: Kysely<DB>, id: number) {
  return db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
}

export function userNameTaken(db: Kysely<DB>, userName: string, exceptId?: number) {
  let query = db.selectFrom('users').select('id').where('user_name', '=', userName);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export type UserValues = Partial<{
  user_name: string;
  real_name: string | null;
  pwd_hash: string;
  tenant_id: number | null;
  user_type: 'agent' | 'customer';
  telephone: string | null;
  email: string | null;
  department: string | null;
  screen_type: string;
}>;

export async function insertUser(db: Kysely<DB>, values: UserValues & { user_name: string; pwd_hash: string; user_type: 'agent' | 'customer' }) {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<DB>, id: number, values: UserValues) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export function findPasswordHash(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select('pwd_hash').where('id', '=', id).executeTakeFirst();
}

/** Ends every session of a user except `keep` (a changed password must log other browsers out). */
export async function endSessions(db: Kysely<DB>, userId: number, keep?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export async function deleteUser(db: Kysely<DB>, id: number) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Forms send '' for "none": stored as null; undefined stays undefined (the field is unchanged). */
export const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** Drops undefined fields so an update touches only what was sent. */
export function definedOnly(values: UserValues): UserValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
