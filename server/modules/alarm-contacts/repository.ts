import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import '../../db/alarm-tables';


type Db = Kysely<DB> | Transaction<DB>;

export function selectContacts(db: Db) {
  return db
    .selectFrom('alarm_contacts')
    .leftJoin('companies', 'companies.id', 'alarm_contacts.tenant_id')
    .selectAll('alarm_contacts')
    .select('companies.name as tenant_name');
}

/** Contacts by id, limited by `visibleTenant` (the scope's whereTenant('alarm_contacts.tenant_id')). */
export function contactsByIds(db: Db, ids: number[], visibleTenant: Expression<SqlBool>) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('alarm_contacts').selectAll().where('id', 'in', ids).where(visibleTenant).execute();
}
