/**
 * bench:compare, ingest: the full path (MQTT QoS 1 -> batch -> rollups -> PUBACK after commit)
 * against the same database's raw ceiling (bare batched INSERT and COPY of the same rows), on
 * PGlite and on a throwaway PostgreSQL 15; and the embedded broker's engine (Aedes) against
 * Mosquitto for the same publish load with no database behind either.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Aedes } from 'aedes';
import { MAX_BATCH_ROWS } from '../../server/ingest/ingest-service';
import { serverCpu } from '../cpu-time';
import { addDevices, KEYS, runWorker, startApp, type BenchDevice } from '../ingest-app';
import { barePglite, barePostgres, freshPgDatabase, makeBatches, type BareTarget } from './bare-writes';
import type { Measure } from './stats';

const DEVICES = 40;
/** Messages of 8 readings each way: 100,000 points. */
const MESSAGES = 12_500;
/** QoS 1 messages each device keeps in flight (40 x 25 = 1,000 messages, 8,000 points). */
const WINDOW = 25;
const BROKER_MESSAGES = 25_000;
const MOSQUITTO = process.env.MOSQUITTO ?? '/usr/sbin/mosquitto';

interface Burst {
  pointsPerS: number;
  p50: number;
  p99: number;
}

/** A rate, and the server side's CPU milliseconds per 1,000 points (main thread, plus PostgreSQL's processes). */
interface Run {
  pointsPerS: number;
  cpuMsPer1000: number;
}

const cpuPer1000 = (cpuS: number) => Math.round((cpuS * 1e7) / (MESSAGES * KEYS.length)) / 10;

async function fullPath(databaseUrl?: string): Promise<Burst & Run> {
  const server = await startApp(databaseUrl);
  try {
    const devices = await addDevices(server.app, 'BENCH', DEVICES);
    const { result, cpuS } = await serverCpu(databaseUrl !== undefined, () => burst(`mqtt://127.0.0.1:${server.app.mqttPort}`, devices, MESSAGES));
    return { ...result, cpuMsPer1000: cpuPer1000(cpuS) };
  } finally {
    await server.close();
  }
}

async function burst(mqttUrl: string, devices: BenchDevice[], messages: number): Promise<Burst> {
  let result: Burst | null = null;
  await runWorker({ mode: 'burst', mqttUrl, devices, messages, window: WINDOW }, (m) => (result = m.result as Burst));
  if (!result) throw new Error('no burst result');
  return result;
}

/** Points/s of writing every batch one after another (each statement its own commit, as a batch is). */
async function bare(open: () => Promise<BareTarget>, how: 'insert' | 'copy' | 'statement', postgres: boolean): Promise<Run> {
  const target = await open();
  try {
    const deviceIds = Array.from({ length: DEVICES }, (_, i) => `BENCH${String(i + 1).padStart(4, '0')}`);
    const batches = makeBatches(deviceIds, KEYS, MESSAGES, MAX_BATCH_ROWS);
    const started = performance.now();
    const { cpuS } = await serverCpu(postgres, async () => {
      for (const batch of batches) await target[how](batch);
    });
    return { pointsPerS: Math.round((MESSAGES * KEYS.length) / ((performance.now() - started) / 1000)), cpuMsPer1000: cpuPer1000(cpuS) };
  } finally {
    await target.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true))).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** The load against a broker with no subscribers and no database: PUBACK as soon as the broker has the message. */
async function brokerRun(kind: 'aedes' | 'mosquitto'): Promise<Burst> {
  const devices: BenchDevice[] = Array.from({ length: DEVICES }, (_, i) => ({ id: `B${i}`, secret: 'x', keys: KEYS }));
  const port = await freePort();
  let stop: () => Promise<void>;
  if (kind === 'aedes') {
    const broker = await Aedes.createBroker();
    const server: Server = createServer(broker.handle).listen(port, '127.0.0.1');
    stop = () => new Promise((resolve) => broker.close(() => server.close(() => resolve())));
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'smartmon-compare-mosquitto-'));
    writeFileSync(path.join(dir, 'mosquitto.conf'), `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
    const child: ChildProcess = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
    stop = async () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await waitForPort(port);
    return await burst(`mqtt://127.0.0.1:${port}`, devices, BROKER_MESSAGES);
  } finally {
    await stop();
  }
}

/** Runs `steps` in order, or reversed on odd rounds, so a load that drifts weighs on both sides alike. */
async function alternate<T>(round: number, steps: Array<() => Promise<T>>): Promise<T[]> {
  const order = steps.map((_, i) => i);
  if (round % 2 === 1) order.reverse();
  const out: T[] = new Array<T>(steps.length);
  for (const i of order) out[i] = await steps[i]();
  return out;
}

export async function ingestRound(round: number, pgUrl: string | null, log: (line: string) => void): Promise<Measure[]> {
  const measures: Measure[] = [];
  const databases: Array<[string, (() => Promise<Burst & Run>), () => Promise<BareTarget>]> = [
    ['PGlite', () => fullPath(), () => barePglite()],
  ];
  if (pgUrl) {
    databases.push([
      'PostgreSQL 15',
      async () => fullPath(await freshPgDatabase(pgUrl, `cmp_full_${round}`)),
      () => barePostgres(pgUrl, `cmp_bare_${round}`),
    ]);
  }
  for (const [name, full, open] of databases) {
    const postgres = name !== 'PGlite';
    const [f, insert, copy, statement] = await alternate<Run>(round, [
      full,
      () => bare(open, 'insert', postgres),
      () => bare(open, 'copy', postgres),
      () => bare(open, 'statement', postgres),
    ]);
    const fb = f as Burst & Run;
    log(
      `ingest ${name}: full path ${fb.pointsPerS} pts/s (p99 ${Math.round(fb.p99)} ms, ${fb.cpuMsPer1000} CPU ms per 1,000 points), ` +
        `INSERT ${insert.pointsPerS} (${insert.cpuMsPer1000}), COPY ${copy.pointsPerS} (${copy.cpuMsPer1000}), ` +
        `the product's statement alone ${statement.pointsPerS} (${statement.cpuMsPer1000}) pts/s`,
    );
    const pair = (peer: string) => `ingest, ${name}: full path vs ${peer}`;
    measures.push({ pair: pair('bare batched INSERT'), figure: 'throughput', unit: 'points/s', better: 'higher', product: fb.pointsPerS, peer: insert.pointsPerS });
    measures.push({ pair: pair('COPY'), figure: 'throughput', unit: 'points/s', better: 'higher', product: fb.pointsPerS, peer: copy.pointsPerS });
    const cpu = 'server CPU per 1,000 points (main thread + database)';
    measures.push({ pair: pair('bare batched INSERT'), figure: cpu, unit: 'ms', better: 'lower', product: fb.cpuMsPer1000, peer: insert.cpuMsPer1000 });
    measures.push({ pair: pair('COPY'), figure: cpu, unit: 'ms', better: 'lower', product: fb.cpuMsPer1000, peer: copy.cpuMsPer1000 });
    // The gap split in two: the rollups' and latest values' cost in the database, then the path around it.
    const split = `ingest, ${name}: where the gap goes`;
    const rollups = "the product's statement alone (raw rows + rollups + latest) vs bare batched INSERT";
    const around = "full path vs the product's statement alone (broker, parsing, PUBACKs, push)";
    measures.push({ pair: split, figure: `${rollups}, throughput`, unit: 'points/s', better: 'higher', product: statement.pointsPerS, peer: insert.pointsPerS });
    measures.push({ pair: split, figure: `${around}, throughput`, unit: 'points/s', better: 'higher', product: fb.pointsPerS, peer: statement.pointsPerS });
    measures.push({ pair: split, figure: `${rollups}, ${cpu}`, unit: 'ms', better: 'lower', product: statement.cpuMsPer1000, peer: insert.cpuMsPer1000 });
    measures.push({ pair: split, figure: `${around}, ${cpu}`, unit: 'ms', better: 'lower', product: fb.cpuMsPer1000, peer: statement.cpuMsPer1000 });
  }
  const [aedes, mosquitto] = await alternate(round, [() => brokerRun('aedes'), () => brokerRun('mosquitto')]);
  log(`broker: Aedes ${aedes.pointsPerS} pts/s p99 ${Math.round(aedes.p99)} ms; Mosquitto ${mosquitto.pointsPerS} pts/s p99 ${Math.round(mosquitto.p99)} ms`);
  const broker = 'broker: Aedes (embedded) vs Mosquitto';
  measures.push({ pair: broker, figure: 'QoS 1 publish throughput', unit: 'points/s', better: 'higher', product: aedes.pointsPerS, peer: mosquitto.pointsPerS });
  measures.push({ pair: broker, figure: 'publish to PUBACK p99', unit: 'ms', better: 'lower', product: aedes.p99, peer: mosquitto.p99 });
  return measures;
}
