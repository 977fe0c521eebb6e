import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

/** Records with their product and company names, dates as "YYYY-MM-DD" and the remaining stock. */
export function selectRecords(db: Db) {
  return db
    .selectFrom('inventory_records as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('companies as c', 'c.id', 'r.tenant_id')
    .select([
      'r.id',
      'r.tenant_id',
      'c.name as tenant_name',
      'r.product_id',
      'p.name as product_name',
      'p.unit',
      'r.import_num',
      sql<string>`to_char(r.import_date, 'YYYY-MM-DD')`.as('import_date'),
      'r.export_num',
      sql<string>`to_char(r.export_date, 'YYYY-MM-DD')`.as('export_date'),
      sql<number>`r.import_num - r.export_num`.as('remaining'),
      'r.person',
      'r.phone',
      'r.factory_no',
      'r.created_at',
      'r.updated_at',
      'r.deleted_at',
    ]);
}

/** Records by id that `visible` (the scope's whereTenant('inventory_records.tenant_id')) lets through. */
export function recordsByIds(db: Db, ids: number[], visible: Expression<SqlBool>) {
  return db.selectFrom('inventory_records').select(['id', 'tenant_id', 'deleted_at']).where('id', 'in', ids).where(visible).execute();
}

export function setDeleted(db: Db, ids: number[], deletedAt: Date | null) {
  return db.updateTable('inventory_records').set({ deleted_at: deletedAt, updated_at: new Date() }).where('id', 'in', ids).execute();
}
