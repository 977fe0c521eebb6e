import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies server/db/migrations/NNNN_name.sql in order. Each file runs in its own transaction
 * together with its row in schema_migrations, so a failed file leaves nothing behind.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.execScript(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const applied = await sql<{ version: string }>`select version from schema_migrations`.execute(database.db);
  const done = new Set(applied.rows.map((r) => r.version));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const escaped = version.replace(/'/g, "''");
    try {
      await database.execScript(`${body}\n;insert into schema_migrations (version) values ('${escaped}')`);
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(version);
  }
  return ran;
}
