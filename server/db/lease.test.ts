import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DB } from './types';
import { PGliteDialect } from './pglite-dialect';
import { releaseLease, tryAcquireLease } from './lease';
import { LeaseKeeper } from './lease-keeper';

const MIGRATION = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', '0250_leases.sql');
const TTL_MS = 300;
const log = { warn: vi.fn() };
let pglite: PGlite;
let db: Kysely<DB>;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(readFileSync(MIGRATION, 'utf8'));
  db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
}, 120_000);
afterAll(async () => {
  await db.destroy();
});

describe('tryAcquireLease', () => {
  it('gives a lease to one of two contenders, renews it for its holder, and hands it over once expired', async () => {
    const [a, b] = await Promise.all([tryAcquireLease(db, 'job', 'A', TTL_MS), tryAcquireLease(db, 'job', 'B', TTL_MS)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const [winner, loser] = a ? ['A', 'B'] : ['B', 'A'];
    expect(await tryAcquireLease(db, 'job', winner, TTL_MS)).toBe(true);
    expect(await tryAcquireLease(db, 'job', loser, TTL_MS)).toBe(false);
    // The winner stops renewing (a crash): the other takes over once the database's clock passes the expiry.
    await vi.waitFor(async () => expect(await tryAcquireLease(db, 'job', loser, TTL_MS)).toBe(true), { timeout: 5000, interval: 50 });
    expect(await tryAcquireLease(db, 'job', winner, TTL_MS)).toBe(false);
  });

  it('lets another take a released lease at once, and keeps leases of different names apart', async () => {
    expect(await tryAcquireLease(db, 'first', 'A', 60_000)).toBe(true);
    expect(await tryAcquireLease(db, 'second', 'B', 60_000)).toBe(true);
    expect(await tryAcquireLease(db, 'first', 'B', 60_000)).toBe(false);
    await releaseLease(db, 'first', 'B'); // not B's: nothing happens
    expect(await tryAcquireLease(db, 'first', 'B', 60_000)).toBe(false);
    await releaseLease(db, 'first', 'A');
    expect(await tryAcquireLease(db, 'first', 'B', 60_000)).toBe(true);
  });
});

describe('LeaseKeeper', () => {
  it('runs a job on one of two instances; the other takes over after the holder stops renewing', async () => {
    const timing = { ttlMs: TTL_MS, renewMs: 50 };
    const one = new LeaseKeeper(db, 'one', log, timing);
    const two = new LeaseKeeper(db, 'two', log, timing);
    expect(await one.held('sweep')).toBe(true);
    expect(await two.held('sweep')).toBe(false);
    await one.renewAll();
    await two.renewAll();
    expect([await one.held('sweep'), await two.held('sweep')]).toEqual([true, false]);

    // `one` is killed: no renewal, no release. Its own belief runs out before the database's expiry.
    await vi.waitFor(async () => expect(await one.held('sweep')).toBe(false), { timeout: 5000, interval: 20 });
    await vi.waitFor(
      async () => {
        await two.renewAll();
        expect(await two.held('sweep')).toBe(true);
      },
      { timeout: 5000, interval: 50 },
    );
    await one.renewAll();
    expect(await one.held('sweep')).toBe(false);
    await two.stop();
    expect(await two.held('sweep')).toBe(false);
    const rows = await sql<{ name: string }>`select name from leases where name = 'sweep'`.execute(db);
    expect(rows.rows).toHaveLength(0); // given up on stop, so nobody waits for the expiry
  });

  it('holds every lease without a shared database (PGlite: one process)', async () => {
    const alone = new LeaseKeeper(null, 'alone', log);
    expect(await alone.held('anything')).toBe(true);
  });
});
