import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import type { DB } from './types';
import { PGliteDialect } from './pglite-dialect';
import { LOCK_WAIT_MS, lockDataDir } from './data-dir-lock';
import { DURABLE_START_PARAMS, DurableNodeFS, fsyncStats } from './durable-nodefs';

export type DatabaseKind = 'pglite' | 'postgres';

/** One database for the whole process: Kysely on top, plus the few things Kysely cannot do. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a multi-statement SQL script (migrations) in one transaction; no parameters. */
  execScript(script: string): Promise<void>;
  /**
   * Runs `work` while no other process runs its own (migrating and seeding at start): on
   * PostgreSQL under a session-level advisory lock held on one connection for the whole run, so
   * instances starting together migrate one after the other; PGlite has one process already.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the database answers within PING_TIMEOUT_MS (a frozen one must not hang the health check). */
  ping(): Promise<boolean>;
  /**
   * Where errors of idle PostgreSQL connections go (a restart, a failover, pg_terminate_backend):
   * the pool drops the connection and makes a new one on demand; the app logs them here.
   */
  onConnectionError?: (error: Error) => void;
  close(): Promise<void>;
}

/** /api/health says "database down" after this long without an answer. */
export const PING_TIMEOUT_MS = 1500;
/** A request waits this long for a connection of the pool before it fails (503), rather than for ever on a frozen database. */
const CONNECT_TIMEOUT_MS = 5000;

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => (value === null ? null : Number(value));

/**
 * PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir/pglite`. Both return int8 and
 * numeric as JS numbers so that repositories see the same values on either backend. `fsync: false`
 * (PGlite's own default, page cache only) exists for bench:ingest to measure what fsync costs;
 * the server never passes it.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; fsync?: boolean }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPGlite(options.dataDir, options.fsync ?? true);
}

/**
 * PGlite in `dataDir/pglite`, durable (see durable-nodefs.ts) and held under an exclusive lock
 * (`dataDir/pglite.lock`, see data-dir-lock.ts) from before it opens until after it has closed.
 */
async function openPGlite(dataDir: string, fsync: boolean): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  const lock = await lockDataDir(dir, path.join(dataDir, 'pglite.lock'), LOCK_WAIT_MS, {
    // Another process took the directory over while this one was frozen: one more write of ours
    // would interleave with its WAL. Stop at once (data-dir-lock.ts).
    onLost: () => {
      console.error(`the data directory ${dir} was taken over by another process; stopping`);
      process.exit(1);
    },
  });
  const parsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
  let pglite: PGlite;
  try {
    if (fsync) {
      pglite = await PGlite.create({ fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS, parsers });
      await assertDurable(pglite);
    } else {
      pglite = await PGlite.create(dir, { parsers });
    }
  } catch (error) {
    lock.release();
    throw error;
  }
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
    // The data directory's lock (data-dir-lock.ts) already keeps every other process out.
    exclusive: (work) => work(),
    ping: pinger(db),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock.release();
      }
    },
  };
}

/** Refuses to run if a PGlite upgrade silently dropped the settings or the fsync hook. */
async function assertDurable(pglite: PGlite): Promise<void> {
  const before = fsyncStats.calls;
  await pglite.exec('create temporary table if not exists durability_probe (x int); drop table durability_probe;');
  await pglite.exec('checkpoint');
  const settings = await pglite.query<{ name: string; setting: string }>(
    "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit')",
  );
  const bad = settings.rows.filter((r) => !['on', 'fsync'].includes(r.setting));
  if (bad.length > 0 || fsyncStats.calls === before) {
    throw new Error(`PGlite is not durable (${JSON.stringify(settings.rows)}, fsync calls ${fsyncStats.calls - before})`);
  }
}

async function openPostgres(url: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: types as pg.CustomTypesConfig,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a host gone in a failover) is noticed by the kernel.
    keepAlive: true,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const database: Database = {
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
    exclusive: (work) => underAdvisoryLock(pool, work),
    ping: pinger(db),
    close: () => db.destroy(),
  };
  // Without a listener, an idle connection's error (the server restarting, failing over, or
  // terminating it) is an unhandled 'error' event that ends the process. The pool has already
  // dropped that connection; the next query makes a new one, and answers 503 while none can be made.
  pool.on('error', (error) => database.onConnectionError?.(error));
  // The same error reaching a connection that is checked out between two statements (Kysely
  // holds one through a transaction) has no pool listener either, and would end the process the
  // same way. The statement that next uses it fails (503) and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return database;
}

/** The advisory lock key of start-up work: any fixed bigint no other application on the database uses. */
export const START_LOCK_KEY = 0x736d6172746d6f6en; // "smartmon"

/**
 * `work` under a session-level advisory lock on a connection of its own, held until it ends
 * (migrations run on other connections, file by file). A process that dies mid-run loses its
 * connection and with it the lock, so the next one takes over; a file it had not committed was
 * rolled back with it.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // Checked out, the connection is not the pool's to watch: an error while the work runs on
  // other connections would otherwise end the process. The unlock then fails and closes it.
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]).catch((error: Error) => (broken = error));
    }
  } finally {
    client.off('error', onError);
    // A connection whose unlock failed may still hold the lock: closed rather than pooled.
    client.release(broken);
  }
}

/**
 * `select 1` against the database, raced with PING_TIMEOUT_MS: a frozen database (a stopped
 * process, a stalled disk) keeps the connection open and never answers, and the health check must
 * say so in time. Callers arriving while a `select 1` is still out (answered or not) wait for that
 * one: probes every second against a frozen database would otherwise each hold a connection of
 * the pool until it thaws.
 */
function pinger(db: Kysely<DB>): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return async () => {
    pending ??= sql`select 1`
      .execute(db)
      .then(() => true, () => false)
      .finally(() => (pending = null));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
