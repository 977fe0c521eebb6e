import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';

export async function codesOf(db: Kysely<DB>, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('user_access').select('code').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.code));
}

export async function addCodes(db: Kysely<DB>, userId: number, codes: string[]) {
  await db
    .insertInto('user_access')
    .values(codes.map((code) => ({ user_id: userId, code })))
    .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
    .execute();
}

export async function deleteCodes(db: Kysely<DB>, userId: number, codes: string[]) {
  await db.deleteFrom('user_access').where('user_id', '=', userId).where('code', 'in', codes).execute();
}

/** Users passing `visible` (the scope's whereUserVisible()) holding a code, for the per-route view of the permission page. */
export function holdersOf(db: Kysely<DB>, visible: Expression<SqlBool>, code: string) {
  return db
    .selectFrom('user_access')
    .innerJoin('users', 'users.id', 'user_access.user_id')
    .leftJoin('companies', 'companies.id', 'users.tenant_id')
    .select(['users.id', 'users.user_name', 'users.real_name', 'users.user_type', 'users.tenant_id', 'companies.name as company_name'])
    .where('user_access.code', '=', code)
    .where(visible)
    .orderBy('users.id')
    .execute();
}
