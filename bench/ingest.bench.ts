/**
 * npm run bench:ingest - the figures issue 4 asks for, written to bench/RESULTS.md:
 * 1. sustained MQTT ingest (QoS 1, PUBACK after commit) into PGlite, and into a throwaway
 *    PostgreSQL when its binaries exist: the highest points/s with p99 publish-to-committed < 1 s;
 * 2. publish-to-socket latency at 1,000 points/s with 50 socket.io clients;
 * 3. GET /datahis/getHisDataByTime over one year of 1-minute data for 8 parameters (4.2M rows).
 * Each part is bounded; the load runs in a worker thread (bench/ingest-load-worker.ts).
 *
 * `-- --only=pglite,postgres,history` runs just those parts (of pglite, postgres, socket, history)
 * and `-- --rates=5000,10000` just those steps; such a partial run prints its figures as `RESULT`
 * JSON lines and leaves bench/RESULTS.md alone (before/after comparisons run it several times).
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { addDevices, KEYS, login, runWorker, startApp } from './ingest-app';
import { clusterSteps, type Step } from './ingest-cluster';
import { startThrowawayPostgres } from './ingest-postgres';
import { writeResultsSection } from './results-file';
import { resetDatabase } from '../tests/scale/instances';

const RATES = [5000, 10000, 15000, 20000, 25000, 30000, 40000];
type Part = 'pglite' | 'postgres' | 'socket' | 'history';
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ONLY = option('only')?.split(',');
const CHOSEN_RATES = option('rates')?.split(',').map(Number);
const partial = ONLY !== undefined || CHOSEN_RATES !== undefined;
const runs = (part: Part) => ONLY === undefined || ONLY.includes(part);
const result = (part: string, figures: unknown) => console.log(`RESULT ${JSON.stringify({ part, figures })}`);
const STEP_MS = 6000;
const INGEST_DEVICES = 40;
/**
 * --cluster: finer steps where one instance behind Mosquitto tops out, on past the single
 * instance's last one; each run starts with an unreported step at WARMUP_RATE (a freshly started
 * process is still compiling and warming up, and two of them on two cores more so).
 */
const CLUSTER_RATES = [2500, 5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 40000, 50000, 60000];
const WARMUP_RATE = 2000;

async function ingestSteps(label: string, databaseUrl?: string, fsync = true, rates = RATES, warmupRate?: number): Promise<Step[]> {
  const server = await startApp(databaseUrl, fsync);
  const devices = await addDevices(server.app, 'BENCH', INGEST_DEVICES);
  const steps: Step[] = [];
  await runWorker({ mode: 'ingest', mqttUrl: `mqtt://127.0.0.1:${server.app.mqttPort}`, devices, rates, stepMs: STEP_MS, warmupRate }, (m) => {
    const step = m.result as Step;
    steps.push(step);
    console.log(`${label}: target ${step.target} pts/s -> committed ${step.achieved} pts/s, p50 ${step.p50.toFixed(0)} ms, p99 ${step.p99.toFixed(0)} ms`);
  });
  await server.close();
  return steps;
}

async function socketLatency() {
  const server = await startApp();
  const devices = await addDevices(server.app, 'SOCK', 10);
  const cookie = await login(server.origin);
  let result: Record<string, number> = {};
  await runWorker(
    { mode: 'socket', mqttUrl: `mqtt://127.0.0.1:${server.app.mqttPort}`, devices, origin: server.origin, cookie, sockets: 50, rate: 1000, durationMs: 10_000 },
    (m) => (result = m.result as Record<string, number>),
  );
  await server.close();
  console.log(`socket: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms over ${result.samples} deliveries`);
  return result;
}

/** One year of 1-minute readings for 8 parameters, made in the database, then the rollups from them. */
async function historyQuery() {
  const server = await startApp();
  const [device] = await addDevices(server.app, 'HIST', 1);
  const db = server.app.database.db;
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const start = new Date(end.getTime() - 365 * 86_400_000);
  const t0 = performance.now();
  // The year's weekly partitions, as a year of ingest would have left them (no retention).
  await server.app.telemetryPartitions.ensure({ from: start.getTime(), to: end.getTime() });
  await sql`insert into telemetry (device_id, param_key, ts, value, invalid)
    select ${device.id}, k, g, 20 + 10 * sin(extract(epoch from g) / 86400 * 2 * pi()) + random(), false
    from unnest(${KEYS}::text[]) as k cross join generate_series(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz - interval '1 minute', interval '1 minute') as g`.execute(db);
  const rows = Number((await sql<{ n: number }>`select count(*)::int as n from telemetry where device_id = ${device.id}`.execute(db)).rows[0].n);
  await sql`insert into telemetry_hourly (device_id, param_key, bucket, min, max, sum, count, last_value, last_ts)
    select device_id, param_key, date_trunc('hour', ts, 'Asia/Shanghai'), min(value), max(value), sum(value), count(*),
           (max(array[extract(epoch from ts)::float8, value]))[2], max(ts)
    from telemetry where device_id = ${device.id} group by 1, 2, 3`.execute(db);
  await sql`insert into telemetry_daily (device_id, param_key, day, min, max, sum, count, last_value, last_ts)
    select device_id, param_key, (bucket at time zone 'Asia/Shanghai')::date, min(min), max(max), sum(sum), sum(count),
           (max(array[extract(epoch from last_ts)::float8, last_value]))[2], max(last_ts)
    from telemetry_hourly where device_id = ${device.id} group by 1, 2, 3`.execute(db);
  const generatedS = (performance.now() - t0) / 1000;
  console.log(`history: ${rows} rows and rollups generated in ${generatedS.toFixed(1)} s`);
  const cookie = await login(server.origin);
  const timed = async (from: number, runs: number) => {
    const times: number[] = [];
    let points = 0;
    for (let i = 0; i < runs; i++) {
      const url = `${server.origin}/api/datahis/getHisDataByTime?startTime=${from}&endTime=${end.getTime()}&ids=${device.id}`;
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = (await res.json()) as { data: { series: Array<{ points: unknown[] }> } };
      times.push(performance.now() - t);
      points = body.data.series.reduce((n, s) => n + s.points.length, 0);
    }
    times.sort((a, b) => a - b);
    return { median: Math.round(times[Math.floor(times.length / 2)]), points };
  };
  const year = await timed(start.getTime(), 10);
  const month = await timed(end.getTime() - 30 * 86_400_000, 10);
  const day = await timed(end.getTime() - 86_400_000, 10);
  await server.close();
  console.log(`history: year median ${year.median} ms (${year.points} points), 30 days ${month.median} ms, 1 day ${day.median} ms`);
  return { rows, generatedS, year, month, day };
}

/**
 * The highest step held: p99 under 1 s, nothing left unacknowledged, and at least 90 % of its
 * target committed (below that it is saturated; the load worker itself runs 2-5 % short).
 */
function best(steps: Step[]): string {
  const held = steps.filter((s) => s.p99 < 1000 && s.unacked === 0 && s.achieved >= s.target * 0.9);
  const top = held[held.length - 1];
  return top ? `the ${top.target} points/s step held (${top.achieved} committed/s, p99 ${top.p99.toFixed(0)} ms)` : 'no step held';
}

function stepTable(steps: Step[]): string {
  const rows = steps.map((s) => `| ${s.target} | ${s.achieved} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.p99.toFixed(0)} |`);
  return ['| target pts/s | committed pts/s | p50 ms | p95 ms | p99 ms |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** --cluster: the highest step whose messages were all committed with p99 under 1 s, at the rate offered. */
function held(steps: Step[]): string {
  const top = steps.filter((s) => s.p99 < 1000 && s.unacked === 0).at(-1);
  return top
    ? `held ${top.offered} points/s offered (the ${top.target} step; ${top.achieved} committed/s counting the drain, p99 ${top.p99.toFixed(0)} ms)`
    : 'no step held';
}

function offeredTable(steps: Step[]): string {
  const rows = steps.map((s) => `| ${s.target} | ${s.offered} | ${s.achieved} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.p99.toFixed(0)} |`);
  return ['| target pts/s | offered pts/s | committed pts/s | p50 ms | p95 ms | p99 ms |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

async function main() {
  const cpu = cpus()[0]?.model ?? 'unknown';
  const nproc = execSync('nproc').toString().trim();
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  console.log(`machine: ${nproc} cores, ${cpu}, load ${load}`);
  if (process.argv.includes('--durability')) return durabilityCost(`${nproc} cores (${cpu}), load average at start ${load}`);
  if (process.argv.includes('--cluster')) return cluster(`${nproc} cores (${cpu}), load average at start ${load}`);
  if (partial) return partialRun();
  const pglite = await ingestSteps('PGlite');
  const pg = await startThrowawayPostgres();
  let postgres: Step[] | null = null;
  if (pg) {
    try {
      postgres = await ingestSteps('PostgreSQL', pg.url);
    } finally {
      pg.stop();
    }
  } else console.log('PostgreSQL: binaries not found, skipped');
  const socket = await socketLatency();
  const history = await historyQuery();
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Ingest (bench:ingest)

${date}, ${nproc} cores (${cpu}), load average at start ${load} (shared machine). QoS 1 over MQTT from a
worker thread, ${INGEST_DEVICES} devices x ${KEYS.length} parameters per message; latency is publish to PUBACK, and the
server sends the PUBACK only after the batch holding the message is committed. Steps of ${STEP_MS / 1000} s.

**Sustained ingest, PGlite** (fsync on every commit, see "Ingest durability"): ${best(pglite)} (goal: 20,000 points/s with p99 < 1 s).

${stepTable(pglite)}

**Sustained ingest, PostgreSQL 15** (throwaway cluster, fsync off): ${postgres ? `${best(postgres)}.\n\n${stepTable(postgres)}` : 'skipped (binaries not found).'}

**Publish to socket.io push** at ${socket.rate} points/s to ${socket.sockets} subscribed clients: p50 ${socket.p50} ms,
p95 ${socket.p95} ms, p99 ${socket.p99} ms over ${socket.samples} deliveries (goal p95 < 50 ms).

**GET /datahis/getHisDataByTime**, one device, ${KEYS.length} parameters, ${history.rows} rows of 1-minute data (made with
generate_series in ${history.generatedS.toFixed(0)} s): one year ${history.year.median} ms median of 10 (${history.year.points} points, daily rollup;
goal < 300 ms); 30 days ${history.month.median} ms (hourly rollup); one day ${history.day.median} ms (raw rows folded to buckets).
`;
  writeResultsSection('## Ingest (bench:ingest)', section);
  console.log('written to bench/RESULTS.md');
}

/** The parts and steps asked for, printed only. */
async function partialRun() {
  const rates = CHOSEN_RATES ?? RATES;
  if (runs('pglite')) result('pglite', await ingestSteps('PGlite', undefined, true, rates));
  if (runs('postgres')) {
    const pg = await startThrowawayPostgres();
    if (pg) {
      try {
        result('postgres', await ingestSteps('PostgreSQL', pg.url, true, rates));
      } finally {
        pg.stop();
      }
    } else console.log('PostgreSQL: binaries not found, skipped');
  }
  if (runs('socket')) result('socket', await socketLatency());
  if (runs('history')) result('history', await historyQuery());
}

/**
 * npm run bench:ingest -- --durability: PGlite only, the same steps with commits fsynced (as the
 * server runs) and without (PGlite's default, page cache only), in the order on, off, off, on so
 * that a load that drifts during the run weighs on both alike.
 */
async function durabilityCost(machine: string) {
  const rates = RATES.slice(0, 5);
  const runs: Array<{ fsync: boolean; steps: Step[] }> = [];
  for (const fsync of [true, false, false, true]) {
    runs.push({ fsync, steps: await ingestSteps(`PGlite fsync ${fsync ? 'on' : 'off'}`, undefined, fsync, rates) });
  }
  const table = (fsync: boolean) =>
    runs
      .filter((r) => r.fsync === fsync)
      .map((r, i) => `Run ${i + 1}: ${best(r.steps)}.\n\n${stepTable(r.steps)}`)
      .join('\n\n');
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Ingest durability (bench:ingest -- --durability)

${date}, ${machine} (shared machine). The same load as "Ingest" (QoS 1, ${INGEST_DEVICES} devices x
${KEYS.length} parameters, PUBACK after commit, steps of ${STEP_MS / 1000} s; a run stops at the first step with p99 >= 1 s)
into PGlite, four runs in the order on, off, off, on: with every commit fsynced to disk (how the server
runs: a PUBACK means "on disk") and with PGlite's default (fsync off: a commit only reaches the
kernel's page cache and is lost on a power cut).

**fsync on** (now)

${table(true)}

**fsync off** (before)

${table(false)}
`;
  writeResultsSection('## Ingest durability (bench:ingest -- --durability)', section);
  console.log('written to bench/RESULTS.md');
}

/**
 * npm run bench:ingest -- --cluster: one PostgreSQL; the single instance with its embedded broker
 * (the figure of "Ingest"), then one and two instances behind Mosquitto, in the same session.
 */
async function cluster(machine: string) {
  const pg = await startThrowawayPostgres();
  if (!pg) throw new Error('--cluster needs the PostgreSQL 15 binaries');
  const run = (instances: number) =>
    clusterSteps({
      label: `${instances} instance(s), Mosquitto`, instances, databaseUrl: pg.url, devices: INGEST_DEVICES, rates: CLUSTER_RATES, stepMs: STEP_MS, warmupRate: WARMUP_RATE,
    });
  let embedded: Step[], one: Step[], two: Step[];
  try {
    await resetDatabase(pg.url);
    embedded = await ingestSteps('1 instance, embedded broker', pg.url, true, CLUSTER_RATES, WARMUP_RATE);
    one = await run(1);
    two = await run(2);
  } finally {
    pg.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Ingest, two instances (bench:ingest -- --cluster)

${date}, ${machine} (shared machine; everything on it: PostgreSQL 15 with fsync off, Mosquitto 2,
the instances and the load worker). The load of "Ingest": QoS 1, ${INGEST_DEVICES} devices x ${KEYS.length} parameters a message,
steps of ${STEP_MS / 1000} s after an unreported warm-up step at ${WARMUP_RATE} points/s, stopping at the first step not held.
Through Mosquitto the device's PUBACK comes from the broker, so latency is publish to commit in the
instance that took the message (each instance reports its commits). A step is held when every
message was committed with p99 < 1 s; "offered" is what the load worker managed to publish (it
falls short of the target when the machine starves it), "committed" counts the time until the last
commit, so it trails the offered rate by the drain.

**One instance, embedded broker** (latency publish to PUBACK, sent after the commit): ${held(embedded)}.

${offeredTable(embedded)}

**One instance behind Mosquitto** (shared subscription): ${held(one)}.

${offeredTable(one)}

**Two instances behind Mosquitto** (one share group, separate processes): ${held(two)}.

${offeredTable(two)}
`;
  writeResultsSection('## Ingest, two instances (bench:ingest -- --cluster)', section);
  console.log('written to bench/RESULTS.md');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
