import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { DisplayKindValue } from '../../../shared/contract/api/site-config';

declare module '../../db/types' {
  interface DB {
    company_display: {
      company_id: number;
      kind: DisplayKindValue;
      mime: string;
      bytes: Uint8Array;
      size: number;
      etag: string;
      updated_by: number | null;
      updated_at: Timestamp;
    };
  }
}

/** The raw key/value rows of site_config for the given keys. */
export async function readSiteConfig(db: Kysely<DB>, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes the given keys (JSON values), replacing what was there. */
export async function writeSiteConfig(db: Kysely<DB>, entries: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(entries).map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` }));
  if (rows.length === 0) return;
  await db
    .insertInto('site_config')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/**
 * Image metadata (no bytes) of one company, or of those passing a where-clause (the scope's
 * whereTenant('company_display.company_id')).
 */
export function displayInfo(db: Kysely<DB>, which: number | Expression<SqlBool>) {
  const query = db.selectFrom('company_display').select(['company_id', 'kind', 'mime', 'size', 'etag', 'updated_at']);
  return (typeof which === 'number' ? query.where('company_id', '=', which) : query.where(which)).execute();
}

export function readImage(db: Kysely<DB>, companyId: number, kind: DisplayKindValue) {
  return db
    .selectFrom('company_display')
    .select(['mime', 'bytes', 'etag', 'updated_at'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function saveImage(
  db: Kysely<DB>,
  values: { company_id: number; kind: DisplayKindValue; mime: string; bytes: Uint8Array; etag: string; updated_by: number },
): Promise<void> {
  const row = { ...values, size: values.bytes.byteLength, updated_at: new Date() };
  await db
    .insertInto('company_display')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['company_id', 'kind']).doUpdateSet({
        mime: row.mime,
        bytes: row.bytes,
        size: row.size,
        etag: row.etag,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteImage(db: Kysely<DB>, companyId: number, kind: DisplayKindValue): Promise<number> {
  const result = await db.deleteFrom('company_display').where('company_id', '=', companyId).where('kind', '=', kind).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One company's name, or those passing a where-clause (the scope's whereTenant('companies.id')). */
export function companyNames(db: Kysely<DB>, which: number | Expression<SqlBool>) {
  const query = db.selectFrom('companies').select(['id', 'name']).orderBy('id');
  return (typeof which === 'number' ? query.where('id', '=', which) : query.where(which)).execute();
}
