import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import type { DB } from './types';
import { PGliteDialect } from './pglite-dialect';

export type DatabaseKind = 'pglite' | 'postgres';

/** One database for the whole process: Kysely on top, plus the few things Kysely cannot do. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a multi-statement SQL script (migrations) in one transaction; no parameters. */
  execScript(script: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => (value === null ? null : Number(value));

/**
 * PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir/pglite`. Both return int8 and
 * numeric as JS numbers so that repositories see the same values on either backend.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPGlite(path.join(options.dataDir, 'pglite'));
}

async function openPGlite(dir: string): Promise<Database> {
  const pglite = await PGlite.create(dir, {
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      try {
        await pglite.exec(`begin;\n${script}\n;commit;`);
      } catch (error) {
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    ping: () => ping(db),
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types: types as pg.CustomTypesConfig });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(`begin;\n${script}\n;commit;`);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => db.destroy(),
  };
}

async function ping(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
