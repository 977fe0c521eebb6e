/**
 * bench:compare, push: publish over MQTT -> commit -> socket.io push to 50 subscribed clients,
 * against a bare socket.io relay (a publisher socket's events sent to a device room) carrying the
 * same payloads at the same rate to the same 50 clients.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { addDevices, login, runWorker, startApp } from '../ingest-app';
import type { Measure } from './stats';

const SOCKETS = 50;
const RATE = 1000;

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

async function product(durationMs: number): Promise<Latency> {
  const server = await startApp();
  try {
    const devices = await addDevices(server.app, 'SOCK', 10);
    const cookie = await login(server.origin);
    let result: Latency | null = null;
    await runWorker(
      { mode: 'socket', mqttUrl: `mqtt://127.0.0.1:${server.app.mqttPort}`, devices, origin: server.origin, cookie, sockets: SOCKETS, rate: RATE, durationMs },
      (m) => (result = m.result as Latency),
    );
    if (!result) throw new Error('no socket result');
    return result;
  } finally {
    await server.close();
  }
}

async function relay(durationMs: number): Promise<Latency> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    socket.on('subscribe', (payload: { deviceIds: string[] }, ack?: (answer: unknown) => void) => {
      void socket.join(payload.deviceIds.map((id) => `d:${id}`));
      ack?.({ ok: true });
    });
    socket.on('publish', (event: { deviceId: string }) => io.to(`d:${event.deviceId}`).emit('telemetry', event));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  try {
    const devices = Array.from({ length: 10 }, (_, i) => ({ id: `SOCK${i}`, secret: '', keys: ['pm25', 'pm10', 'so2', 'no2', 'o3', 'co', 'air_temp', 'air_humidity'] }));
    let result: Latency | null = null;
    await runWorker({ mode: 'echo', mqttUrl: '', devices, origin: `http://127.0.0.1:${port}`, sockets: SOCKETS, rate: RATE, durationMs }, (m) => (result = m.result as Latency));
    if (!result) throw new Error('no echo result');
    return result;
  } finally {
    await io.close();
  }
}

export async function pushRound(round: number, durationMs: number, log: (line: string) => void): Promise<Measure[]> {
  const first = round % 2 === 0 ? 'product' : 'relay';
  const a = first === 'product' ? await product(durationMs) : await relay(durationMs);
  const b = first === 'product' ? await relay(durationMs) : await product(durationMs);
  const [p, r] = first === 'product' ? [a, b] : [b, a];
  log(`push: product p50 ${p.p50} p95 ${p.p95} p99 ${p.p99} ms (${p.samples}); relay p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} ms (${r.samples})`);
  const pair = `push: publish -> socket vs bare socket.io relay (${SOCKETS} clients, ${RATE} points/s)`;
  return (['p50', 'p95', 'p99'] as const).map((q) => ({ pair, figure: `latency ${q}`, unit: 'ms', better: 'lower' as const, product: p[q], peer: r[q] }));
}
