import { sql } from 'kysely';
import type { FieldDecl, ResourceDecl } from '../../../../shared/contract/farm';
import type { Db } from './repository';

/** The PostgreSQL type (information_schema.columns.data_type) each field kind is stored as. */
const SQL_TYPE: Record<FieldDecl['kind'], string> = {
  text: 'text',
  longtext: 'text',
  number: 'double precision',
  integer: 'integer',
  date: 'text',
  time: 'text',
  pond: 'integer',
  item: 'integer',
  person: 'integer',
  trace: 'integer',
  choice: 'text',
};
const BOOKKEEPING: Record<string, string> = { id: 'integer', tenant_id: 'integer', created_at: 'timestamp with time zone', updated_at: 'timestamp with time zone', deleted_at: 'timestamp with time zone' };

/** The columns a declaration needs, with their types. */
export function expectedColumns(decl: ResourceDecl): Record<string, string> {
  const columns: Record<string, string> = { ...BOOKKEEPING };
  for (const field of decl.fields) columns[field.key] = SQL_TYPE[field.kind];
  for (const key of Object.keys(decl.fixed ?? {})) columns[key] = 'text';
  return columns;
}

/**
 * Compares each declaration with its table as migrated, so a declaration and its migration that
 * drifted apart stop the server at start instead of failing on the first write. Returns the
 * differences (empty when they agree).
 */
export async function verifyTables(db: Db, decls: readonly ResourceDecl[]): Promise<string[]> {
  const tables = [...new Set(decls.map((d) => d.table))];
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})`.execute(db);
  const problems: string[] = [];
  for (const decl of decls) {
    const actual = new Map(rows.filter((r) => r.table_name === decl.table).map((r) => [r.column_name, r.data_type]));
    if (actual.size === 0) {
      problems.push(`${decl.resource}: table ${decl.table} does not exist`);
      continue;
    }
    for (const [column, type] of Object.entries(expectedColumns(decl))) {
      const found = actual.get(column);
      if (!found) problems.push(`${decl.resource}: ${decl.table}.${column} is missing`);
      else if (found !== type) problems.push(`${decl.resource}: ${decl.table}.${column} is ${found}, declared ${type}`);
    }
  }
  return problems;
}
