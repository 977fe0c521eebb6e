/**
 * The raw ceiling of a database for bench:compare: the same rows the ingest path stores, written
 * without broker, parsing, rollups or PUBACKs, as a batched INSERT (one statement of unnest arrays
 * per batch) and as COPY, into a freshly migrated database (same table, same primary key, same
 * durability: PGlite with every commit fsynced, as the server opens it). And the product's own
 * batch statement (raw rows, hourly and daily rollups and latest values in one statement) on the
 * same rows with nothing around it, which splits the gap in two: what the rollups cost the
 * database, and what the path around the database costs (broker, parsing, PUBACKs, push).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS } from '../../server/db/durable-nodefs';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { DB } from '../../server/db/types';
import { TelemetryBatch, type BatchPoint } from '../../server/ingest/telemetry-batch';
import { writeNewBatch } from '../../server/ingest/write-sql';
import { DAY_MS, WEEK_MS } from '../../server/telemetry/partition-grid';
import { ensurePartitions } from '../../server/telemetry/partition-maintenance';

export interface RowBatch {
  ids: string[];
  keys: string[];
  times: string[];
  values: number[];
  invalid: boolean[];
  /** The same rows as COPY text (tab separated). */
  text: string;
  /** The same rows as the ingest path batches them, hour groups folded. */
  batch: TelemetryBatch;
}

const INSERT = `insert into telemetry (device_id, param_key, ts, value, invalid)
  select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::float8[], $5::bool[])`;
const COPY = 'copy telemetry (device_id, param_key, ts, value, invalid) from';

/** `messages` messages of `keys.length` readings, devices taking turns, as the load worker sends them; cut into batches. */
export function makeBatches(deviceIds: string[], keys: string[], messages: number, batchRows: number): RowBatch[] {
  const batches: RowBatch[] = [];
  let current: RowBatch | null = null;
  let lines: string[] = [];
  const start = Date.now();
  for (let m = 0; m < messages; m++) {
    if (!current || current.ids.length + keys.length > batchRows) {
      if (current) current.text = `${lines.join('\n')}\n`;
      current = { ids: [], keys: [], times: [], values: [], invalid: [], text: '', batch: new TelemetryBatch() };
      lines = [];
      batches.push(current);
    }
    const id = deviceIds[m % deviceIds.length];
    const ms = start + Math.floor(m / deviceIds.length);
    const ts = new Date(ms).toISOString();
    const points: BatchPoint[] = [];
    for (const key of keys) {
      const value = Math.round(Math.random() * 3000) / 100;
      points.push({ key, value, invalid: false });
      current.ids.push(id);
      current.keys.push(key);
      current.times.push(ts);
      current.values.push(value);
      current.invalid.push(false);
      lines.push(`${id}\t${key}\t${ts}\t${value}\tf`);
    }
    current.batch.add(id, ms, TIME_ZONE, points);
  }
  if (current) current.text = `${lines.join('\n')}\n`;
  return batches;
}

/** The demo's devices' zone; the hour buckets it gives are what the rollups key on. */
const TIME_ZONE = 'Asia/Shanghai';

export interface BareTarget {
  insert(batch: RowBatch): Promise<void>;
  copy(batch: RowBatch): Promise<void>;
  /** The product's batch statement (writeNewBatch), alone. */
  statement(batch: RowBatch): Promise<void>;
  close(): Promise<void>;
}

/** The weeks the rows fall in, as the server's maintenance makes them: else they would all go to the default partition. */
async function currentPartitions(database: Database): Promise<void> {
  await ensurePartitions(database.db, { from: Date.now() - DAY_MS, to: Date.now() + 14 * DAY_MS }, WEEK_MS);
}

/** A durable PGlite (fsync on every commit, as the server runs it) with the product's migrations applied. */
export async function barePglite(): Promise<BareTarget> {
  const dir = mkdtempSync(path.join(tmpdir(), 'smartmon-compare-pglite-'));
  const pglite = await PGlite.create({ fs: new DurableNodeFS(path.join(dir, 'pglite')), startParams: DURABLE_START_PARAMS });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const database: Database = {
    db,
    kind: 'pglite',
    execScript: async (script) => void (await pglite.exec(`begin;\n${script}\n;commit;`)),
    exclusive: (work) => work(),
    ping: async () => true,
    close: () => db.destroy(),
  };
  await migrate(database);
  await currentPartitions(database);
  return {
    insert: async (b) => void (await pglite.query(INSERT, [b.ids, b.keys, b.times, b.values, b.invalid])),
    copy: async (b) => void (await pglite.query(`${COPY} '/dev/blob'`, [], { blob: new Blob([b.text]) })),
    statement: (b) => writeNewBatch(db, b.batch),
    close: async () => {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * COPY FROM STDIN on node-postgres without pg-copy-streams: a query object the client drives
 * through its submittable interface, sending the whole batch as one CopyData message.
 */
class CopyIn {
  private error: Error | null = null;
  constructor(
    private readonly text: string,
    private readonly data: string,
    private readonly done: (error: Error | null) => void,
  ) {}
  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) {
    connection.sendCopyFromChunk(Buffer.from(this.data));
    connection.endCopyFrom();
  }
  handleCommandComplete() {}
  handleError(error: Error) {
    this.error = error;
  }
  handleReadyForQuery() {
    this.done(this.error);
  }
}

/** A fresh database `name` in the cluster at `baseUrl`, migrated, written through one node-postgres connection. */
export async function barePostgres(baseUrl: string, name: string): Promise<BareTarget> {
  const url = await freshPgDatabase(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  await migrate(database);
  await currentPartitions(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    insert: async (b) => void (await client.query(INSERT, [b.ids, b.keys, b.times, b.values, b.invalid])),
    copy: (b) =>
      new Promise<void>((resolve, reject) => {
        const query = new CopyIn(`${COPY} stdin`, b.text, (error) => (error ? reject(error) : resolve()));
        void client.query(query as unknown as pg.Submittable);
      }),
    statement: (b) => writeNewBatch(database.db, b.batch),
    close: async () => {
      await client.end();
      await database.close();
    },
  };
}

/** Creates database `name` (dropping an old one) and returns its URL. */
export async function freshPgDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
