import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { SEED_COMPANIES } from '../../server/db/seed-data';
import { resetDatabase, scaleDatabaseUrl } from './instances';
import { spawnInstance, type ChildInstance } from './cluster';

/**
 * Two instances started at the same moment on one empty PostgreSQL database (a fleet rebooted
 * together, or an upgrade rolled out to every host at once): the start-up lock (server/db/
 * database.ts, `exclusive`) lets one migrate and seed while the other waits, so both come up and
 * every migration and the demo data are applied once.
 */
const MIGRATIONS = readdirSync(path.join('server', 'db', 'migrations')).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).length;
const instances: ChildInstance[] = [];
let db: pg.Client | undefined;

afterAll(async () => {
  for (const instance of instances) await instance.stop().catch(() => undefined);
  await db?.end();
});

describe('two instances starting together on an empty database', () => {
  it('both come up; each migration and the seed applied once', { timeout: 900_000 }, async () => {
    await resetDatabase(scaleDatabaseUrl());
    const started = performance.now();
    // Two processes, as two hosts would be; each exits with an error if its start fails.
    const results = await Promise.allSettled(['a', 'b'].map((name) => spawnInstance(name, { DATABASE_URL: scaleDatabaseUrl() })));
    for (const result of results) if (result.status === 'fulfilled') instances.push(result.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    for (const instance of instances) expect((await fetch(`${instance.origin}/api/health`)).status).toBe(200);
    db = new pg.Client({ connectionString: scaleDatabaseUrl() });
    await db.connect();
    const applied = await db.query<{ version: string; n: number }>('select version, count(*)::int as n from schema_migrations group by version');
    expect(applied.rows.length).toBe(MIGRATIONS);
    expect(applied.rows.every((r) => r.n === 1)).toBe(true);
    const companies = await db.query<{ n: number }>('select count(*)::int as n from companies');
    expect(companies.rows[0].n).toBe(SEED_COMPANIES.length);
    console.log(`concurrent start: 2 instances up in ${seconds} s on one empty database, ${MIGRATIONS} migrations applied once, demo data seeded once`);
  });
});
