import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/**
 * Takes lease `name` for `holder`, or renews it, until the database's now + ttlMs; true when the
 * holder has it after the statement. One statement, so two contenders cannot both win: the row
 * is inserted, taken over because it expired, or renewed by its own holder, and otherwise left.
 */
export async function tryAcquireLease(db: Kysely<DB>, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const result = await sql<{ holder: string }>`insert into leases (name, holder, expires_at)
      values (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.holder = excluded.holder or leases.expires_at <= now()
    returning holder`.execute(db);
  return result.rows.length === 1;
}

/** Gives the lease up (a clean shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(db: Kysely<DB>, name: string, holder: string): Promise<void> {
  await sql`delete from leases where name = ${name} and holder = ${holder}`.execute(db);
}
