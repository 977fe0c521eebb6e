import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

/** Products with their company's name, as every answer shows them. */
export function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('companies', 'companies.id', 'products.tenant_id')
    .select([
      'products.id',
      'products.tenant_id',
      'companies.name as tenant_name',
      'products.name',
      'products.category',
      'products.specification',
      'products.unit',
      'products.note',
      'products.created_at',
      'products.updated_at',
      'products.deleted_at',
    ]);
}

/** Products by id that `visible` (the scope's whereTenant('products.tenant_id')) lets through, live or deleted. */
export function productsByIds(db: Db, ids: number[], visible: Expression<SqlBool>) {
  return db.selectFrom('products').selectAll().where('id', 'in', ids).where(visible).execute();
}

/** Another live product of the company with this name, if any (names are unique among live rows). */
export function liveNamed(db: Db, tenantId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('products').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function setDeleted(db: Db, ids: number[], deletedAt: Date | null) {
  return db.updateTable('products').set({ deleted_at: deletedAt, updated_at: new Date() }).where('id', 'in', ids).execute();
}
