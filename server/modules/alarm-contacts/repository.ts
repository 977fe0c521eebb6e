import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';

declare module '../../db/types' {
  interface DB {
    alarm_contacts: {
      id: Serial;
      tenant_id: number;
      name: string;
      phone: string;
      wechat: string | null;
      email: string | null;
      created_at: Timestamp;
    };
  }
}

type Db = Kysely<DB> | Transaction<DB>;

export function selectContacts(db: Db) {
  return db
    .selectFrom('alarm_contacts')
    .leftJoin('companies', 'companies.id', 'alarm_contacts.tenant_id')
    .selectAll('alarm_contacts')
    .select('companies.name as tenant_name');
}

/** Contacts by id, limited to the given companies (rules use this to check and resolve recipients). */
export function contactsByIds(db: Db, ids: number[], tenantIds: 'all' | number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('alarm_contacts').selectAll().where('id', 'in', ids);
  if (tenantIds !== 'all') query = query.where('tenant_id', 'in', tenantIds.length ? tenantIds : [-1]);
  return query.execute();
}
