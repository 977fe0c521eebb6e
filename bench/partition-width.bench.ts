/**
 * npx tsx bench/partition-width.bench.ts [lite|pg]: what the width of telemetry's time partitions
 * costs (docs/decisions.md "Telemetry partitions"). The same 400 days of readings (10 devices x 2
 * parameters every 10 minutes, 1.15M rows) in a plain table and in tables partitioned by 1, 7 and
 * 30 days, on PGlite and on a throwaway PostgreSQL 15; three rounds, the order alternating, medians
 * written to bench/RESULTS.md. Per table:
 * - a raw day of one device (bounds known when planning: pruned before planning), planning and run;
 * - an ingest-like insert of 20 rows at a new minute, `on conflict do nothing`;
 * - a join whose time bounds come from another relation (as the audit's rollup rebuild had):
 *   every partition is planned, then pruned at run time;
 * - `max(ts)` of one series with no time bound at all: every partition is read.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startThrowawayPostgres } from './ingest-postgres';
import { writeResultsSection } from './results-file';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
const DAY_MS = 86_400_000;
const DAYS = 400;
const WIDTHS = [0, 1, 7, 30];
const ROUNDS = 3;
const END = Date.UTC(2026, 10, 27);
const START = END - DAYS * DAY_MS;
const COLUMNS = ['raw day: planning', 'raw day: run', 'insert 20 rows', 'run-time-pruned join: planning', 'join: run', 'unbounded max(ts)'];
const iso = (ms: number) => new Date(ms).toISOString();
let minute = 0;

/** Table t<width> (t0: not partitioned) with the 400 days in it; answers its partition count. */
async function setup(q: Query, widthDays: number): Promise<number> {
  const t = `t${widthDays}`;
  await q(`drop table if exists ${t} cascade`);
  await q(`create table ${t} (device_id text not null, param_key text not null, ts timestamptz not null, value float8 not null,
    invalid boolean not null default false, primary key (device_id, param_key, ts)) ${widthDays ? 'partition by range (ts)' : ''}`);
  let n = 0;
  for (let lo = START; widthDays && lo < END + 14 * DAY_MS; lo += widthDays * DAY_MS) {
    await q(`create table ${t}_${n++} partition of ${t} for values from ('${iso(lo)}') to ('${iso(lo + widthDays * DAY_MS)}')`);
  }
  if (widthDays) await q(`create table ${t}_default partition of ${t} default`);
  await q(`insert into ${t} select 'D' || d, 'p' || p, g, random() from generate_series(1, 10) d, generate_series(0, 1) p,
    generate_series('${iso(START)}'::timestamptz, '${iso(END)}'::timestamptz - interval '1 second', interval '10 minutes') g`);
  await q(`analyze ${t}`);
  return n;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(runs: number, f: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return median(times);
}

async function planning(q: Query, text: string, params: unknown[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const r = await q(`explain (analyze, summary, format json) ${text}`, params);
    const plan = r.rows[0]['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ 'Planning Time': number }>;
    times.push(parsed[0]['Planning Time']);
  }
  return median(times);
}

async function round(q: Query, t: string): Promise<number[]> {
  const raw = `select param_key, floor(extract(epoch from ts) * 1000 / 60000) b, avg(value) from ${t}
    where device_id = $1 and param_key = any($2::text[]) and not invalid and ts >= $3::timestamptz and ts < $4::timestamptz group by 1, 2`;
  const rawParams = ['D3', ['p0', 'p1'], iso(END - 2 * DAY_MS), iso(END - DAY_MS)];
  const insert = () => {
    minute++;
    return q(`insert into ${t} (device_id, param_key, ts, value) select 'D' || d, 'p' || p, $1::timestamptz, random()
      from generate_series(1, 10) d, generate_series(0, 1) p on conflict do nothing`, [iso(END + minute * 60_000)]);
  };
  const join = `select count(*) from unnest($1::text[], $2::timestamptz[]) as u(device_id, bucket)
    join ${t} t on t.device_id = u.device_id and t.param_key = 'p0' and t.ts >= u.bucket and t.ts < u.bucket + interval '1 hour'`;
  const joinParams = [['D1', 'D2'], [iso(END - 5 * DAY_MS), iso(END - 3 * DAY_MS)]];
  return [
    await planning(q, raw, rawParams),
    await timed(21, () => q(raw, rawParams)),
    await timed(41, insert),
    await planning(q, join, joinParams),
    await timed(21, () => q(join, joinParams)),
    await timed(11, () => q(`select max(ts) from ${t} where device_id = $1 and param_key = 'p0'`, ['D4'])),
  ];
}

async function measure(label: string, q: Query): Promise<string[]> {
  const partitions = new Map<number, number>();
  for (const width of WIDTHS) partitions.set(width, await setup(q, width));
  const figures = new Map<number, number[][]>(WIDTHS.map((w) => [w, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const width of r % 2 ? [...WIDTHS].reverse() : WIDTHS) {
      figures.get(width)!.push(await round(q, `t${width}`));
      console.log(`${label} round ${r + 1}, width ${width}: ${figures.get(width)!.at(-1)!.map((x) => x.toFixed(2)).join(' ')}`);
    }
  }
  return WIDTHS.map((width) => {
    const rows = figures.get(width)!;
    const cells = COLUMNS.map((_, i) => median(rows.map((x) => x[i])).toFixed(2));
    return `| ${label} | ${width ? `${width} d` : 'not partitioned'} | ${partitions.get(width)} | ${cells.join(' | ')} |`;
  });
}

async function main() {
  const which = process.argv[2];
  const machine = `${execSync('nproc').toString().trim()} cores (${cpus()[0]?.model ?? 'unknown'}), load average at start ${loadavg().map((l) => l.toFixed(1)).join(', ')}`;
  const lines: string[] = [];
  if (which !== 'pg') {
    const lite = await PGlite.create();
    lines.push(...(await measure('PGlite', (text, params) => lite.query(text, params))));
    await lite.close();
  }
  if (which !== 'lite') {
    const cluster = await startThrowawayPostgres();
    if (cluster) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        lines.push(...(await measure('PostgreSQL 15', (text, params) => client.query(text, params))));
      } finally {
        await client.end();
        cluster.stop();
      }
    }
  }
  const section = `## Telemetry partition width (bench/partition-width.bench.ts)

${new Date().toISOString().slice(0, 10)}, ${machine} (shared machine). ${DAYS} days of readings (10 devices x 2
parameters every 10 minutes, 1.15M rows) in a plain table and in tables partitioned by 1, 7 and 30 days
(a default partition each), milliseconds, medians of ${ROUNDS} rounds in alternating order (each round itself a
median of 9-41 runs). "Planning" is EXPLAIN ANALYZE's planning time.

| database | partitions of | count | ${COLUMNS.join(' | ')} |
| --- | --- | --- | ${COLUMNS.map(() => '---').join(' | ')} |
${lines.join('\n')}
`;
  console.log(section);
  if (which === undefined) writeResultsSection('## Telemetry partition width (bench/partition-width.bench.ts)', section);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
