import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

/** Price rows with their company's name, the day as "YYYY-MM-DD" (answered as `date`). */
export function selectPrices(db: Db) {
  return db
    .selectFrom('prices')
    .leftJoin('companies', 'companies.id', 'prices.tenant_id')
    .select([
      'prices.id',
      'prices.tenant_id',
      'companies.name as tenant_name',
      'prices.product',
      'prices.variety',
      'prices.market',
      'prices.unit',
      'prices.price',
      sql<string>`to_char(prices.day, 'YYYY-MM-DD')`.as('date'),
      'prices.source',
      'prices.created_at',
      'prices.deleted_at',
    ]);
}

/** Price rows by id that `visible` (the scope's whereTenant('prices.tenant_id')) lets through, live or deleted. */
export function pricesByIds(db: Db, ids: number[], visible: Expression<SqlBool>) {
  return db.selectFrom('prices').select(['id', 'tenant_id', 'deleted_at']).where('id', 'in', ids).where(visible).execute();
}

export function setDeleted(db: Db, ids: number[], deletedAt: Date | null) {
  return db.updateTable('prices').set({ deleted_at: deletedAt, updated_at: new Date() }).where('id', 'in', ids).execute();
}

export interface PriceValues {
  tenant_id: number;
  product: string;
  variety: string | null;
  market: string;
  unit: string;
  price: number;
  day: string;
  source: string | null;
}

/** Rows per INSERT: a multi-row insert keeps an import of thousands of rows to a few statements. */
const INSERT_CHUNK = 500;

export async function insertPrices(db: Db, rows: PriceValues[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insertInto('prices').values(rows.slice(i, i + INSERT_CHUNK)).execute();
}

/** Live rows between two days (inclusive) that `visible` lets through, optionally of one product or market, oldest first. */
export function liveBetween(db: Db, visible: Expression<SqlBool>, from: string, to: string, filter: { product?: string; market?: string }) {
  let query = selectPrices(db).where(visible).where('prices.deleted_at', 'is', null).where('prices.day', '>=', from).where('prices.day', '<=', to);
  if (filter.product) query = query.where('prices.product', '=', filter.product);
  if (filter.market) query = query.where('prices.market', '=', filter.market);
  return query.orderBy('prices.day').orderBy('prices.id');
}
