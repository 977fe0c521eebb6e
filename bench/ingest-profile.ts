/**
 * Where a point's time goes on the ingest path: the bench:compare ingest burst (40 devices x 8
 * readings, QoS 1, 25 messages in flight per device) against a real server in this process, with
 * the server's main thread under the V8 CPU profiler for the burst only (not startup). Prints
 * self time by part of the path, and the CPU time per 1,000 points of the main thread, of the
 * load generator's thread, of the process's other threads (GC helpers, libuv) and, on PostgreSQL,
 * of the postgres processes. `--broker`: the same load against a bare Aedes (no database), the
 * broker's own cost. A loaded machine stretches the times but keeps their proportions.
 *   npx tsx bench/ingest-profile.ts [--pg | --broker] [--messages=N] [--save=file.cpuprofile] [--no-profile]
 */
import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector';
import { loadavg } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { mainThreadCpu, postgresCpu, threadCpu } from './cpu-time';
import { addDevices, KEYS, runWorker, startApp, type BenchDevice } from './ingest-app';
import { freshPgDatabase } from './compare/bare-writes';
import { startThrowawayPostgres } from './ingest-postgres';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PROFILE = !process.argv.includes('--no-profile');
const MESSAGES = Number(arg('messages') ?? 12_500);

/** Parts of the path, by the script a function lives in (first match wins). */
const PARTS: Array<[string, RegExp]> = [
  ['PGlite (WASM: parse, plan, execute, WAL, fsync)', /pglite\/dist|wasm:\/\/|postgres\.js/],
  ['node-postgres (serialise parameters, protocol)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-array|postgres-date)\//],
  ['Kysely', /node_modules\/kysely\//],
  ['MQTT broker (Aedes, mqtt-packet, streams)', /node_modules\/(aedes|aedes-[a-z-]+|mqtt-packet|bl|readable-stream|fastfall|fastparallel|fastseries|reusify|hyperid|retimer|end-of-stream|process-nextick-args|qlobber)\//],
  ['server/mqtt (topics, guarded connection)', /server\/mqtt\//],
  ['parse + validate (ingest-service, parse)', /server\/ingest\/(ingest-service|parse|device-registry)\.ts/],
  ['batch fold (telemetry-batch, local-time)', /server\/ingest\/telemetry-batch\.ts|server\/core\/local-time/],
  ['batch writer', /server\/ingest\/batch-writer\.ts/],
  ['SQL building (write-sql)', /server\/ingest\/write-sql\.ts/],
  ['post-commit (latest cache, bus, push, alarms, rules)', /server\/ingest\/latest-cache|server\/telemetry|server\/push|server\/modules\/(alarms|rules)/],
  ['other server code', /server\//],
  ['other node_modules', /node_modules\//],
  ['Node internals (net, streams, timers, JSON)', /^node:|^internal\//],
];

function categorise(profile: Profiler.Profile): Map<string, number> {
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const parts = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (us === 0) continue;
    const { url, functionName } = node.callFrame;
    let part: string;
    if (functionName === '(idle)') part = '(idle: waiting)';
    else if (functionName === '(garbage collector)') part = '(garbage collector)';
    else if (functionName === '(program)') part = '(program: native, unattributed)';
    else if (!url) part = `native: ${functionName || '(anonymous)'}`;
    else part = PARTS.find(([, pattern]) => pattern.test(url))?.[0] ?? `other: ${url.split('/').slice(-2).join('/')}`;
    parts.set(part, (parts.get(part) ?? 0) + us);
  }
  return parts;
}

interface Target {
  label: string;
  mqttUrl: string;
  devices: BenchDevice[];
  /** Batches written and their mean size, for the database targets. */
  batches(): string;
  close(): Promise<void>;
}

/** The full path on PGlite or PostgreSQL, or (--broker) a bare Aedes in this thread with no subscriber and no database. */
async function open(): Promise<Target & { pg: { stop(): void } | null }> {
  if (process.argv.includes('--broker')) {
    const broker = await Aedes.createBroker();
    const server = createServer(broker.handle).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return {
      label: 'bare Aedes (no database)',
      mqttUrl: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`,
      devices: Array.from({ length: 40 }, (_, i) => ({ id: `B${i}`, secret: 'x', keys: KEYS })),
      batches: () => '',
      close: () => new Promise((resolve) => broker.close(() => server.close(() => resolve()))),
      pg: null,
    };
  }
  const pg = process.argv.includes('--pg') ? await startThrowawayPostgres() : null;
  if (process.argv.includes('--pg') && !pg) throw new Error('PostgreSQL binaries not found');
  const server = await startApp(pg ? await freshPgDatabase(pg.url, 'profile') : undefined);
  const { stats } = server.app.ingest;
  return {
    label: pg ? 'PostgreSQL' : 'PGlite',
    mqttUrl: `mqtt://127.0.0.1:${server.app.mqttPort}`,
    devices: await addDevices(server.app, 'BENCH', 40),
    batches: () => `${stats.batches} batches, mean ${Math.round(stats.batchRows / stats.batches)} rows, longest write ${Math.round(stats.maxBatchMs)} ms; `,
    close: () => server.close(),
    pg,
  };
}

async function main() {
  const target = await open();
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))));
  try {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 500 });
    const before = { process: process.cpuUsage(), main: mainThreadCpu(), pg: postgresCpu(), threads: threadCpu(), at: performance.now() };
    if (PROFILE) await post('Profiler.start');
    let result: { pointsPerS: number; p50: number; p99: number; loadCpuS: number; threadCpuS: number } | null = null;
    await runWorker({ mode: 'burst', mqttUrl: target.mqttUrl, devices: target.devices, messages: MESSAGES, window: 25 }, (m) => (result = m.result as typeof result));
    const profile = PROFILE ? (await post<{ profile: Profiler.Profile }>('Profiler.stop')).profile : null;
    const wall = (performance.now() - before.at) / 1000;
    const usage = process.cpuUsage(before.process);
    const main = mainThreadCpu() - before.main;
    const load = result!.loadCpuS;
    const pgCpu = target.pg ? postgresCpu() - before.pg : 0;
    const threads = [...threadCpu()]
      .map(([name, cpu]) => [name, cpu - (before.threads.get(name) ?? 0)] as const)
      .filter(([, cpu]) => cpu >= 0.05)
      .map(([name, cpu]) => `${name} ${cpu.toFixed(1)}`);
    const save = arg('save');
    if (save && profile) writeFileSync(save, JSON.stringify(profile));
    const points = MESSAGES * KEYS.length;
    const per1000 = (cpuS: number) => ((cpuS * 1e6) / points).toFixed(1);
    console.log(`${target.label}: ${result!.pointsPerS} pts/s, p50 ${Math.round(result!.p50)} ms, p99 ${Math.round(result!.p99)} ms; ${target.batches()}load ${loadavg()[0].toFixed(1)}, wall ${wall.toFixed(1)} s`);
    console.log(
      `CPU ms per 1,000 points: server main thread ${per1000(main)}, load generator ${per1000(load)}, ` +
        `other threads of the process (V8's GC and compiler helpers, libuv) ${per1000((usage.user + usage.system) / 1e6 - main - result!.threadCpuS)}` +
        `${target.pg ? `, postgres ${per1000(pgCpu)}` : ''} (the load generator's thread start: ${(result!.threadCpuS - load).toFixed(1)} s)`,
    );
    console.log(`threads still alive (CPU s): ${threads.join(', ')}`);
    if (!profile) return;
    const parts = [...categorise(profile)].sort((a, b) => b[1] - a[1]);
    const busy = parts.filter(([p]) => !p.startsWith('(idle')).reduce((sum, [, us]) => sum + us, 0);
    console.log('| part | ms | share of busy main thread |\n| --- | --- | --- |');
    for (const [part, us] of parts) {
      const share = part.startsWith('(idle') ? '' : `${((100 * us) / busy).toFixed(1)} %`;
      console.log(`| ${part} | ${Math.round(us / 1000)} | ${share} |`);
    }
  } finally {
    session.disconnect();
    await target.close();
    target.pg?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
