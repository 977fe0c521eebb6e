/**
 * The load side of bench:ingest, in its own thread so that publishing does not share an event loop
 * with the server it measures. `ingest`: steps up a rate of points/s over MQTT QoS 1 and reports
 * publish-to-PUBACK latency (the server acknowledges after commit). `socket`: 50 socket.io clients
 * subscribed to the devices while one publisher sends 1,000 points/s; reports publish-to-push latency.
 * `burst` (bench:compare): every client keeps `window` QoS 1 messages in flight until `messages` are
 * acknowledged; reports points/s and latency. `echo` (bench:compare): the `socket` load against a bare
 * socket.io server that relays a publisher socket's events to a room.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import mqtt, { type MqttClient } from 'mqtt';
import { io, type Socket } from 'socket.io-client';

interface BenchDevice {
  id: string;
  secret: string;
  keys: string[];
}
interface Job {
  mode: 'ingest' | 'socket' | 'burst' | 'echo';
  mqttUrl: string;
  devices: BenchDevice[];
  rates?: number[];
  stepMs?: number;
  origin?: string;
  cookie?: string;
  sockets?: number;
  rate?: number;
  durationMs?: number;
  messages?: number;
  window?: number;
  /**
   * `ingest` through an external broker, whose PUBACK says nothing of the commit: after each step
   * wait for the parent's verdict (`next` or `stop`), which it makes from the commits it sees.
   */
  gated?: boolean;
  /** `ingest`: a first step at this rate, not reported, for a freshly started server to warm up. */
  warmupRate?: number;
}

const job = workerData as Job;
const TICK_MS = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length };
}

async function connectAll(): Promise<MqttClient[]> {
  return Promise.all(
    job.devices.map((d) => mqtt.connectAsync(job.mqttUrl, { username: d.id, password: d.secret, clientId: `bench-${d.id}`, reconnectPeriod: 0 })),
  );
}

/** This thread's CPU seconds (Linux /proc; 0 elsewhere): what the load generator itself costs. */
function threadCpuS(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A closed loop: each client publishes its next message as soon as one of its `window` is acknowledged. */
async function burst() {
  const clients = await connectAll();
  const cpuBefore = threadCpuS();
  const total = job.messages ?? 10_000;
  const window = job.window ?? 25;
  const pointsPerMessage = job.devices[0].keys.length;
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let acked = 0;
    const publish = (index: number) => {
      if (sent >= total) return;
      sent++;
      const device = job.devices[index];
      const at = performance.now();
      clients[index].publish(`devices/${device.id}/telemetry`, payload(device, nextTs(device.id)), { qos: 1 }, () => {
        latencies.push(performance.now() - at);
        if (++acked === total) resolve();
        else publish(index);
      });
    };
    for (let w = 0; w < window; w++) clients.forEach((_, index) => publish(index));
  });
  const seconds = (performance.now() - started) / 1000;
  const threadCpu = threadCpuS();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  // loadCpuS: the burst's; threadCpuS also the thread's start (loading the MQTT client) and connecting.
  return { pointsPerS: Math.round((total * pointsPerMessage) / seconds), messages: total, loadCpuS: threadCpu - cpuBefore, threadCpuS: threadCpu, ...summary(latencies) };
}

/** The `socket` load's shape against a bare socket.io relay: same clients, rate and payloads, no broker or database. */
async function echo() {
  const connect = async () => {
    const socket = io(job.origin!, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < (job.sockets ?? 50); i++) {
    const socket = await connect();
    await socket.timeout(5000).emitWithAck('subscribe', { deviceIds: job.devices.map((d) => d.id) });
    socket.on('telemetry', (event: { ts: number }) => latencies.push(Date.now() - event.ts));
    sockets.push(socket);
  }
  const publisher = await connect();
  const messagesPerTick = ((job.rate ?? 1000) / job.devices[0].keys.length) * (TICK_MS / 1000);
  let carry = 0;
  let next = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - started >= (job.durationMs ?? 10_000)) {
        clearInterval(timer);
        return resolve();
      }
      carry += messagesPerTick;
      const n = Math.floor(carry);
      carry -= n;
      for (let i = 0; i < n; i++) {
        const device = job.devices[next++ % job.devices.length];
        publisher.emit('publish', { deviceId: device.id, ...(JSON.parse(payload(device, nextTs(device.id))) as object) });
      }
    }, TICK_MS);
  });
  await new Promise((r) => setTimeout(r, 500));
  for (const s of [...sockets, publisher]) s.disconnect();
  return { sockets: sockets.length, rate: job.rate, ...summary(latencies) };
}

const lastTs = new Map<string, number>();
function nextTs(deviceId: string): number {
  const ts = Math.max(Date.now(), (lastTs.get(deviceId) ?? 0) + 1);
  lastTs.set(deviceId, ts);
  return ts;
}

function payload(device: BenchDevice, ts: number): string {
  const values: Record<string, number> = {};
  for (const key of device.keys) values[key] = Math.round(Math.random() * 3000) / 100;
  return JSON.stringify({ ts, values });
}

/** Runs one rate step; resolves with latency percentiles and the rate actually committed. */
async function step(clients: MqttClient[], pointsPerSecond: number, stepMs: number) {
  const pointsPerMessage = job.devices[0].keys.length;
  const messagesPerTick = (pointsPerSecond / pointsPerMessage) * (TICK_MS / 1000);
  const latencies: number[] = [];
  let pending = 0;
  let acked = 0;
  let carry = 0;
  let next = 0;
  let published = 0;
  const startedAt = Date.now();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - started >= stepMs) {
        clearInterval(timer);
        return resolve();
      }
      carry += messagesPerTick;
      const n = Math.floor(carry);
      carry -= n;
      published += n;
      for (let i = 0; i < n; i++) {
        const index = next++ % clients.length;
        const device = job.devices[index];
        const sent = performance.now();
        pending++;
        clients[index].publish(`devices/${device.id}/telemetry`, payload(device, nextTs(device.id)), { qos: 1 }, () => {
          latencies.push(performance.now() - sent);
          acked++;
          pending--;
        });
      }
    }, TICK_MS);
  });
  const endedAt = Date.now();
  const deadline = performance.now() + 15_000;
  while (pending > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsed = performance.now() - started;
  return {
    target: pointsPerSecond, achieved: Math.round((acked * pointsPerMessage) / (elapsed / 1000)), unacked: pending,
    // What this thread managed to publish (a starved machine falls short of the target).
    offered: Math.round((published * pointsPerMessage) / ((endedAt - startedAt) / 1000)),
    startedAt, endedAt, published, ...summary(latencies),
  };
}

/** The parent's verdict on a step: true to go on. */
function verdict(): Promise<boolean> {
  return new Promise((resolve) => parentPort!.once('message', (message: string) => resolve(message === 'next')));
}

async function ingest() {
  const clients = await connectAll();
  if (job.warmupRate) await step(clients, job.warmupRate, job.stepMs ?? 6000);
  for (const rate of job.rates ?? []) {
    const result = await step(clients, rate, job.stepMs ?? 6000);
    parentPort!.postMessage({ type: 'step', result });
    if (job.gated ? !(await verdict()) : !(result.p99 < 1000) || result.unacked > 0) break;
  }
  await Promise.all(clients.map((c) => c.endAsync(true)));
}

async function sockets() {
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < (job.sockets ?? 50); i++) {
    const socket = io(job.origin!, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: job.cookie! }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await socket.timeout(5000).emitWithAck('subscribe', { deviceIds: job.devices.map((d) => d.id) });
    socket.on('telemetry', (event: { ts: number }) => latencies.push(Date.now() - event.ts));
    sockets.push(socket);
  }
  const clients = await connectAll();
  await step(clients, job.rate ?? 1000, job.durationMs ?? 10_000);
  await new Promise((r) => setTimeout(r, 500));
  parentPort!.postMessage({ type: 'socket', result: { sockets: sockets.length, rate: job.rate, ...summary(latencies) } });
  for (const s of sockets) s.disconnect();
  await Promise.all(clients.map((c) => c.endAsync(true)));
}

const run: Record<Job['mode'], () => Promise<unknown>> = {
  ingest,
  socket: sockets,
  burst: async () => parentPort!.postMessage({ type: 'burst', result: await burst() }),
  echo: async () => parentPort!.postMessage({ type: 'echo', result: await echo() }),
};
run[job.mode]().then(
  () => parentPort!.postMessage({ type: 'done' }),
  (error: unknown) => parentPort!.postMessage({ type: 'error', error: String(error) }),
);
