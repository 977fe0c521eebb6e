import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { DB } from '../db/types';
import { PGliteDialect } from '../db/pglite-dialect';
import { migrate } from '../db/migrate';
import { boolArray, numberArray, textArray } from '../db/array-literal';
import { sqlState } from '../db/pg-error';
import { TelemetryBatch, type BatchPoint } from './telemetry-batch';
import { TelemetryWriter, writeBatch, writeNewBatch } from './write-sql';

let pglite: PGlite;
let db: Kysely<DB>;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await migrate({ db, kind: 'pglite', execScript: async (script) => void (await pglite.exec(`begin;\n${script}\n;commit;`)), ping: async () => true, exclusive: (work) => work(), close: () => db.destroy() });
  const company = await sql<{ id: number }>`insert into companies (name, timezone) values ('c', 'Asia/Shanghai') returning id`.execute(db);
  for (const id of ['NEW1', 'OLD1', 'W1', 'T1']) {
    await sql`insert into devices (device_id, device_name, device_type, tenant_id) values (${id}, ${id}, 'ES', ${company.rows[0].id})`.execute(db);
  }
}, 180_000);
afterAll(async () => {
  await db.destroy();
});

const T0 = Date.UTC(2026, 4, 2, 15, 10);
const MIN = 60_000;
const points = (value: number, invalid = false): BatchPoint[] => [{ key: 'do', value, invalid }, { key: 'ph', value: value / 2, invalid: false }];

function batchOf(deviceId: string, readings: Array<[number, number, boolean?]>): TelemetryBatch {
  const batch = new TelemetryBatch();
  for (const [ts, value, invalid] of readings) batch.add(deviceId, ts, 'Asia/Shanghai', points(value, invalid));
  return batch;
}

/** A device's rollup and latest rows, without the device id, for comparing two devices. */
async function rollupsOf(deviceId: string) {
  const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ device_id: _, ...rest }) => rest);
  return {
    hourly: strip((await sql<Record<string, unknown>>`select * from telemetry_hourly where device_id = ${deviceId} order by param_key, bucket`.execute(db)).rows),
    daily: strip((await sql<Record<string, unknown>>`select * from telemetry_daily where device_id = ${deviceId} order by param_key, day`.execute(db)).rows),
    latest: strip((await sql<Record<string, unknown>>`select * from telemetry_latest where device_id = ${deviceId} order by param_key`.execute(db)).rows),
  };
}

const rawCount = async (deviceId: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from telemetry where device_id = ${deviceId}`.execute(db)).rows[0].n;

describe('writeNewBatch', () => {
  it('stores what writeBatch stores: raw rows, hourly and daily rollups (across a local midnight) and the latest value', async () => {
    // 15:10 to 16:40 UTC crosses midnight in Shanghai; one reading flagged invalid is the newest of its hour.
    const readings: Array<[number, number, boolean?]> = [[T0, 5], [T0 + 20 * MIN, 7.5], [T0 + 45 * MIN, 99, true], [T0 + 60 * MIN, 6.25], [T0 + 90 * MIN, 3]];
    await writeNewBatch(db, batchOf('NEW1', readings));
    expect(await writeBatch(db, batchOf('OLD1', readings))).toBe(10);
    expect(await rawCount('NEW1')).toBe(10);
    const fresh = await rollupsOf('NEW1');
    expect(fresh.daily).toHaveLength(4);
    expect(fresh).toEqual(await rollupsOf('OLD1'));
  });

  it('refuses a batch repeating a stored reading as a whole (SQLSTATE 23505), writing nothing', async () => {
    const before = await rollupsOf('NEW1');
    const error = await writeNewBatch(db, batchOf('NEW1', [[T0 + 100 * MIN, 1], [T0, 5]])).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(await rawCount('NEW1')).toBe(10);
    expect(await rollupsOf('NEW1')).toEqual(before);
  });
});

describe('times', () => {
  it('are stored to the millisecond as sent, in raw rows and rollups, far from 1970 too', async () => {
    const times = [Date.UTC(2026, 4, 2, 15, 59, 59, 999), Date.UTC(2099, 11, 31, 23, 59, 59, 999), Date.UTC(1999, 0, 1, 0, 0, 0, 1)];
    for (const ts of times) await writeNewBatch(db, batchOf('T1', [[ts, 2]]));
    const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint::text`);
    const stored = await sql<{ raw: string; last: string; max: string }>`select ${micros('t.ts')} as raw, ${micros('h.last_ts')} as last,
        ${micros('h.max_ts')} as max
      from telemetry t join telemetry_hourly h on h.device_id = t.device_id and h.param_key = t.param_key and h.bucket = date_trunc('hour', t.ts, 'Asia/Shanghai')
      where t.device_id = 'T1' and t.param_key = 'do' order by t.ts`.execute(db);
    const expected = [...times].sort((a, b) => a - b).map((ts) => ({ raw: `${ts * 1000}`, last: `${ts * 1000}`, max: `${ts * 1000}` }));
    expect(stored.rows).toEqual(expected);
  });
});

describe('TelemetryWriter', () => {
  it('stores a batch with repeats (stored ones and within the batch) once per reading, rollups equal to the raw rows', async () => {
    const writer = new TelemetryWriter(db);
    await writer.write(batchOf('W1', [[T0, 1], [T0 + MIN, 2]]));
    // A redelivery of T0 + 1 min, a new reading, and that new reading's own redelivery in the same batch.
    await writer.write(batchOf('W1', [[T0 + MIN, 2], [T0 + 2 * MIN, 4], [T0 + 2 * MIN, 4]]));
    // Written while the writer is tolerant of repeats.
    await writer.write(batchOf('W1', [[T0 + 3 * MIN, 8]]));
    expect(await rawCount('W1')).toBe(8);
    const hourly = await sql<{ param_key: string; count: number; sum: number; last_value: number }>`select param_key, count, sum, last_value
      from telemetry_hourly where device_id = 'W1' order by param_key`.execute(db);
    expect(hourly.rows).toEqual([
      { param_key: 'do', count: 4, sum: 15, last_value: 8 },
      { param_key: 'ph', count: 4, sum: 7.5, last_value: 4 },
    ]);
  });
});

describe('array literals', () => {
  it('read back in PostgreSQL as the values they were made from', async () => {
    const texts = ['plain', 'with "quotes"', 'back\\slash', 'NULL', '', '{braces, comma}', ' spaced ', '温度', null];
    const numbers = [0, -0.5, 0.1, 1e-7, 1.5e21, -123456789.125, null];
    const flags = [true, false, null];
    const result = await sql<{ t: Array<string | null>; n: Array<number | null>; b: Array<boolean | null> }>`select ${textArray(texts)}::text[] as t,
      ${numberArray(numbers)}::float8[] as n, ${boolArray(flags)}::bool[] as b`.execute(db);
    expect(result.rows[0]).toEqual({ t: texts, n: numbers, b: flags });
    expect((await sql<{ n: number }>`select cardinality(${numberArray([])}::int[]) as n`.execute(db)).rows[0].n).toBe(0);
  });
});
