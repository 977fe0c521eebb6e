import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { isRefField } from '../../../../shared/contract/farm/schemas';
import { refNameKey, type FieldDecl, type ResourceDecl } from '../../../../shared/contract/farm';

/**
 * Kysely over the registry's tables. Their names come from declarations, not from the DB type,
 * so queries here go through an untyped view of the database; the registry verifies at start
 * that every declared column exists (verify.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
export type Db = Kysely<DB> | Transaction<DB>;
export const untyped = (db: Db) => db as unknown as AnyDb;

export type Row = Record<string, unknown> & { id: number; tenant_id: number; deleted_at: Date | null };

/** Where a reference field points, and which column names the referenced row. */
export const REF_TABLES = {
  pond: { table: 'ponds', name: 'name' },
  item: { table: 'farm_items', name: 'name' },
  person: { table: 'farm_persons', name: 'name' },
  trace: { table: 'trace_records', name: 'batch_no' },
} as const;

const refOf = (field: FieldDecl) => REF_TABLES[field.kind as keyof typeof REF_TABLES];

/** Rows with their company's name and each reference's name, as every answer shows them. */
export function selectRows(db: Db, decl: ResourceDecl) {
  let query = untyped(db)
    .selectFrom(`${decl.table} as r`)
    .leftJoin('companies as c', 'c.id', 'r.tenant_id')
    .selectAll('r')
    .select('c.name as tenant_name');
  for (const field of decl.fields.filter(isRefField)) {
    const ref = refOf(field);
    const alias = `j_${field.key}`;
    query = query.leftJoin(`${ref.table} as ${alias}`, `${alias}.id`, `r.${field.key}`).select(`${alias}.${ref.name} as ${refNameKey(field.key)}`);
  }
  if (decl.draws) query = query.select(`j_${decl.draws.item}.unit as item_unit`);
  for (const [key, value] of Object.entries(decl.fixed ?? {})) query = query.where(`r.${key}`, '=', value);
  return query;
}

/** Rows by id that `visible` (the scope's whereTenant('r.tenant_id')) lets through, live or deleted. */
export async function rowsByIds(db: Db, decl: ResourceDecl, ids: number[], visible: Expression<SqlBool>): Promise<Row[]> {
  let query = untyped(db).selectFrom(`${decl.table} as r`).selectAll('r').where('r.id', 'in', ids).where(visible);
  for (const [key, value] of Object.entries(decl.fixed ?? {})) query = query.where(`r.${key}`, '=', value);
  return (await query.execute()) as unknown as Row[];
}

export const findRow = async (db: Db, decl: ResourceDecl, id: number) => (await selectRows(db, decl).where("r.id", "=", id).executeTakeFirstOrThrow()) as unknown as Row;

/** Another live entry of this pond and kind at the same minute, if any. */
export async function clashAt(db: Db, decl: ResourceDecl, pondId: number, at: string, exceptId?: number) {
  let query = untyped(db).selectFrom(decl.table).select('at').where('pond_id', '=', pondId).where('at', '=', at).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) as { at: string } | undefined;
}

/** Whether a referenced row exists for this company (an item of the right kind, a person of the right role, not in the recycle bin). */
export async function refUsable(db: Db, field: FieldDecl, tenantId: number, id: number): Promise<boolean> {
  const ref = refOf(field);
  let query = untyped(db).selectFrom(ref.table).select('id').where('id', '=', id).where('tenant_id', '=', tenantId);
  if (ref.table !== 'ponds') query = query.where('deleted_at', 'is', null);
  if (field.kind === 'item' && field.ref) query = query.where('kind', '=', field.ref);
  if (field.kind === 'person' && field.ref) query = query.where('role', '=', field.ref);
  return (await query.executeTakeFirst()) !== undefined;
}
