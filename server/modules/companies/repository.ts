import type { Expression, Kysely, SqlBool } from 'kysely';
import { companyLockAppliesTo } from '../../auth/roles';
import type { DB } from '../../db/types';
import type { CompanyRow } from '../../../shared/contract/api/companies';
import { escapeLike } from '../../db/escape-like';

export async function listCompanies(
  db: Kysely<DB>,
  /** The scope's whereTenant('companies.id'). */
  visible: Expression<SqlBool>,
  filter: { name?: string; offset: number; limit: number },
): Promise<{ rows: CompanyRow[]; total: number }> {
  let base = db.selectFrom('companies').where(visible);
  if (filter.name) base = base.where('companies.name', 'ilike', `%${escapeLike(filter.name)}%`);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'companies.id',
        'companies.name',
        'companies.alias',
        'companies.created_at',
        'companies.is_lock',
        'companies.timezone',
        eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.tenant_id', '=', 'companies.id').as('userCount'),
        eb
          .selectFrom('devices')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('devices.tenant_id', '=', 'companies.id')
          .where('devices.deleted_at', 'is', null)
          .as('deviceCount'),
      ])
      .orderBy('companies.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      userCount: Number(r.userCount ?? 0),
      deviceCount: Number(r.deviceCount ?? 0),
    })),
    total: Number(count.n),
  };
}

/** `visible`: the scope's whereTenant('companies.id'). */
export function listOptions(db: Kysely<DB>, visible: Expression<SqlBool>) {
  return db.selectFrom('companies').select(['id', 'name', 'alias']).where(visible).orderBy('id').execute();
}

export function findCompany(db: Kysely<DB>, id: number) {
  return db.selectFrom('companies').select(['id', 'name', 'alias', 'is_lock']).where('id', '=', id).executeTakeFirst();
}

export async function insertCompany(db: Kysely<DB>, values: { name: string; alias: string | null }) {
  const row = await db.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompany(db: Kysely<DB>, id: number, values: { name?: string; alias?: string | null; is_lock?: number }) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('companies').set(values).where('id', '=', id).execute();
}

/** Signs out every user of a company the lock applies to (a lock must not wait for sessions to expire). */
export async function endCompanySessions(db: Kysely<DB>, id: number) {
  await db
    .deleteFrom('sessions')
    .where('user_id', 'in', db.selectFrom('users').select('id').where('tenant_id', '=', id).where(companyLockAppliesTo('users.user_type')))
    .execute();
}

/** Users and devices (recycle bin included, they still reference the company) a company owns. */
export async function ownedCounts(db: Kysely<DB>, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).where('tenant_id', '=', id).as('users'),
      eb.selectFrom('devices').select(eb.fn.countAll<number>().as('n')).where('tenant_id', '=', id).as('devices'),
    ])
    .executeTakeFirstOrThrow();
  return { users: Number(row.users ?? 0), devices: Number(row.devices ?? 0) };
}

export async function deleteCompany(db: Kysely<DB>, id: number) {
  await db.deleteFrom('companies').where('id', '=', id).execute();
}

