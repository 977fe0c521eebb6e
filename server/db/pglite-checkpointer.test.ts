import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { DB } from './types';
import { PGliteDialect } from './pglite-dialect';
import { startCheckpointer, type Checkpointer } from './pglite-checkpointer';

const MB = 1024 * 1024;
const MAX_AGE_MS = 60_000;
let pglite: PGlite;
let db: Kysely<DB>;
let clock = 0;
let checkpointer: Checkpointer;

/** Where the last checkpoint's redo starts: it moves only when a checkpoint is taken. */
const redo = async () => (await sql<{ redo: string }>`select redo_lsn::text as redo from pg_control_checkpoint()`.execute(db)).rows[0].redo;
const write = (rows: number) => sql`insert into filler select g, repeat('x', 200) from generate_series(1, ${rows}) g`.execute(db);

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await sql`create table filler (n int, pad text)`.execute(db);
  // The timer is not what is tested: a tick a day, the test calls tick() itself.
  checkpointer = startCheckpointer(db, { walBytes: 2 * MB, maxAgeMs: MAX_AGE_MS, everyMs: 86_400_000, now: () => clock });
  await checkpointer.tick();
}, 120_000);
afterAll(async () => {
  await checkpointer.stop();
  await db.destroy();
});

describe('the PGlite checkpointer (single-user postgres checkpoints only when asked)', () => {
  it('checkpoints once enough WAL has been written, and not before', async () => {
    const before = await redo();
    await write(10);
    expect(await checkpointer.tick()).toBe(false);
    expect(await redo()).toBe(before);
    await write(20_000);
    expect(await checkpointer.tick()).toBe(true);
    expect(await redo()).not.toBe(before);
  });

  it('checkpoints a little WAL once it is old enough, and nothing when nothing was written', async () => {
    const before = await redo();
    clock += 2 * MAX_AGE_MS;
    expect(await checkpointer.tick()).toBe(false);
    expect(await redo()).toBe(before);
    await write(10);
    expect(await checkpointer.tick()).toBe(true);
    expect(await redo()).not.toBe(before);
  });
});
