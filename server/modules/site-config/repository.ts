import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The raw key/value rows of site_config for the given keys. */
export async function readSiteConfig(db: Kysely<DB>, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}
