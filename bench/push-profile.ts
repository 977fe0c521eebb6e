/**
 * Where a pushed reading's time goes (issue 40, item 1): the bench:compare push load (1,000
 * points/s over MQTT QoS 1 from 10 devices, 50 socket.io clients subscribed to all of them, both in
 * the load worker's thread) against a real server in this process, with timestamps taken in the
 * server at each stage of MQTT publish -> ingest -> commit -> bus -> socket.io emit. The stages are
 * timed by wrapping the batch writer's methods for this run only (no probe in the server's code).
 * The publish time is the reading's `ts` (the worker's Date.now() when it published), so the first
 * stage carries up to 1 ms of rounding; arrival is the worker's figure (ts to the client's handler).
 *   npx tsx bench/push-profile.ts [--seconds=N] [--linger=ms]
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BatchWriter } from '../server/ingest/batch-writer';
import type { CommittedMessage } from '../server/ingest/ingest-service';
import { addDevices, login, runWorker, startApp } from './ingest-app';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SECONDS = Number(arg('seconds') ?? 8);
/** `--linger=5`: the fixed wait an idle batch writer had before issue 40, set on this run's writer to price it. */
const LINGER = arg('linger');

interface Stamps {
  ts: number;
  added?: number;
  writeStart?: number;
  committed?: number;
  bus?: number;
  emitted?: number;
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable with the worker's Date.now(). */
const now = () => performance.timeOrigin + performance.now();
const keyOf = (m: { deviceId: string; ts: number }) => `${m.deviceId}@${m.ts}`;

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

/** Wraps the writer's add, commit and committed (private at compile time only) to stamp each message. */
function instrument(stamps: Map<string, Stamps>): () => void {
  type Writer = { add: unknown; commit: unknown; committed: unknown };
  const proto = BatchWriter.prototype as unknown as Writer;
  const original = { add: proto.add, commit: proto.commit, committed: proto.committed };
  const add = original.add as (this: BatchWriter<CommittedMessage>, m: CommittedMessage, ...rest: unknown[]) => unknown;
  const commit = original.commit as (this: unknown, batch: { entries: Array<{ message: CommittedMessage }> }) => Promise<void>;
  const committed = original.committed as (this: unknown, entries: Array<{ message: CommittedMessage }>, ...rest: unknown[]) => void;
  proto.add = function (this: BatchWriter<CommittedMessage>, m: CommittedMessage, ...rest: unknown[]) {
    stamps.set(keyOf(m), { ts: m.ts, added: now() });
    return add.call(this, m, ...rest);
  };
  proto.commit = function (this: unknown, batch: { entries: Array<{ message: CommittedMessage }> }) {
    const at = now();
    for (const e of batch.entries) {
      const s = stamps.get(keyOf(e.message));
      if (s) s.writeStart = at;
    }
    return commit.call(this, batch);
  };
  proto.committed = function (this: unknown, entries: Array<{ message: CommittedMessage }>, ...rest: unknown[]) {
    const at = now();
    for (const e of entries) {
      const s = stamps.get(keyOf(e.message));
      if (s) s.committed = at;
    }
    return committed.call(this, entries, ...rest);
  };
  return () => Object.assign(proto, { add: original.add, commit: original.commit, committed: original.committed });
}

/** Times every fsync(2) the database makes (durable-nodefs.ts calls fs.fsyncSync through the live ESM binding). */
function timeFsync(): { calls: number; ms: number } {
  const totals = { calls: 0, ms: 0 };
  const fsync = fs.fsyncSync;
  fs.fsyncSync = (fd) => {
    const started = performance.now();
    fsync(fd);
    totals.ms += performance.now() - started;
    totals.calls++;
  };
  syncBuiltinESMExports();
  return totals;
}

async function main() {
  const fsyncs = timeFsync();
  const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' / ');
  const stamps = new Map<string, Stamps>();
  const restore = instrument(stamps);
  const server = await startApp();
  const batches: number[] = [];
  try {
    if (LINGER !== undefined) (server.app.ingest as unknown as { writer: { options: { lingerMs: number } } }).writer.options.lingerMs = Number(LINGER);
    const devices = await addDevices(server.app, 'SOCK', 10);
    const cookie = await login(server.origin);
    // Each listener of `reading` timed on its own (push, alarms and presence, rules...), by its source's first line.
    const listenerMs = new Map<string, { calls: number; ms: number }>();
    for (const listener of server.app.bus.rawListeners('reading') as Array<(r: unknown) => void>) {
      const name = listener.toString().split('\n').slice(0, 2).join(' ').replace(/\s+/g, ' ').slice(0, 60);
      server.app.bus.off('reading', listener);
      server.app.bus.on('reading', (r) => {
        const started = performance.now();
        listener(r);
        const t = listenerMs.get(name) ?? { calls: 0, ms: 0 };
        t.calls++;
        t.ms += performance.now() - started;
        listenerMs.set(name, t);
      });
    }
    // Before the push plugin's listener: the bus stamp; after it: the emit done (encoded, written to 50 sockets).
    server.app.bus.prependListener('reading', (r) => {
      const s = stamps.get(keyOf(r));
      if (s) s.bus = now();
    });
    server.app.bus.on('reading', (r) => {
      const s = stamps.get(keyOf(r));
      if (s) s.emitted = now();
    });
    const stats = server.app.ingest.stats as unknown as { committed: (messages: number, rows: number, ms: number) => void };
    const counted = stats.committed.bind(stats);
    stats.committed = (messages, rows, ms) => {
      batches.push(messages);
      counted(messages, rows, ms);
    };
    const fsyncBefore = { ...fsyncs };
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    let arrival: { p50: number; p95: number; p99: number; samples: number } | null = null;
    await runWorker(
      { mode: 'socket', mqttUrl: `mqtt://127.0.0.1:${server.app.mqttPort}`, devices, origin: server.origin, cookie, sockets: 50, rate: 1000, durationMs: SECONDS * 1000 },
      (m) => (arrival = m.result as typeof arrival),
    );
    loop.disable();
    const fsyncCalls = fsyncs.calls - fsyncBefore.calls;
    const fsyncMs = fsyncs.ms - fsyncBefore.ms;
    const all = [...stamps.values()].filter((s) => s.emitted !== undefined);
    const stage = (name: string, from: (s: Stamps) => number | undefined, to: (s: Stamps) => number | undefined) => {
      const m = median(all.map((s) => (to(s) ?? NaN) - (from(s) ?? NaN)));
      return { name, ms: Math.round(m * 100) / 100 };
    };
    const rows = [
      stage('publish -> ingest (MQTT client, TCP, Aedes, parse + validate)', (s) => s.ts, (s) => s.added),
      stage('ingest -> write starts (group-commit wait: linger or the previous commit)', (s) => s.added, (s) => s.writeStart),
      stage('write -> committed (SQL + fsync)', (s) => s.writeStart, (s) => s.committed),
      stage('committed -> bus (latest cache; the listeners of the batch\'s earlier messages)', (s) => s.committed, (s) => s.bus),
      stage('bus -> emitted (this message\'s listeners: a batch\'s first emit writes the 50 frames, later ones queue behind it)', (s) => s.bus, (s) => s.emitted),
      stage('publish -> emitted (server side, all of it)', (s) => s.ts, (s) => s.emitted),
    ];
    const a = arrival as { p50: number; p95: number; p99: number; samples: number } | null;
    console.log(`linger ${LINGER ?? 'as built'}; load before ${loadBefore}, after ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; ${all.length} messages, ${batches.length} batches of ${(all.length / Math.max(1, batches.length)).toFixed(2)} messages on average`);
    console.log('| stage | median (ms) |\n| --- | --- |');
    for (const r of rows) console.log(`| ${r.name} | ${r.ms} |`);
    if (a) console.log(`| publish -> arrival at the 50 clients (the bench's latency: p50 / p95 / p99) | ${a.p50} / ${a.p95} / ${a.p99} (${a.samples} deliveries) |`);
    console.log(`fsync(2): ${fsyncCalls} calls, ${(fsyncCalls / Math.max(1, batches.length)).toFixed(2)} per batch, ${(fsyncMs / Math.max(1, fsyncCalls)).toFixed(2)} ms each on average (${(fsyncMs / Math.max(1, batches.length)).toFixed(2)} ms per batch)`);
    for (const [name, t] of listenerMs) console.log(`reading listener \`${name}\`: ${(t.ms / Math.max(1, t.calls)).toFixed(3)} ms a call`);
    console.log(`main thread event-loop delay: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`);
  } finally {
    await server.close();
    restore();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
