import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { CONNECT_TIMEOUT_MS, MAX_PACKET_BYTES, MAX_PENDING_PER_ADDRESS } from '../../server/mqtt/broker-limits';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { connectDevice, publishTelemetry, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/** A fish-farm device and a greenhouse device: two companies. */
const VICTIM = 'AW00003';
const INTRUDER = 'AG00002';
const MB = 1024 * 1024;

let server: TestServer;
const opened: MqttClient[] = [];

function connectAs(deviceId: string, clientId: string): Promise<MqttClient> {
  return mqtt
    .connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, {
      clientId,
      username: deviceId,
      password: deriveDeviceSecret(server.app.simKey, deviceId),
      reconnectPeriod: 0,
    })
    .then((client) => {
      opened.push(client);
      return client;
    });
}

/** A raw TCP connection to the broker, with a flag set when the server closes it. */
async function rawSocket(): Promise<{ socket: net.Socket; closed: () => boolean; closedAt: () => number }> {
  const socket = net.connect(server.mqttPort!, '127.0.0.1');
  let closedAt = 0;
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed: () => closedAt > 0, closedAt: () => closedAt };
}

/** MQTT's variable-length "remaining length" of a fixed header. */
function remainingLength(n: number): Buffer {
  const bytes: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 128;
    bytes.push(byte);
  } while (n > 0);
  return Buffer.from(bytes);
}

/**
 * Declares a CONNECT of `declared` bytes and streams `send` bytes of it, reusing one buffer and
 * honouring backpressure, until done or until the server closes the connection.
 */
async function floodConnect(declared: number, send: number): Promise<{ closed: boolean }> {
  const { socket, closed } = await rawSocket();
  socket.write(Buffer.concat([Buffer.from([0x10]), remainingLength(declared)]));
  const chunk = Buffer.alloc(MB, 0x61);
  let sent = 0;
  while (sent < send && !closed() && !socket.destroyed) {
    if (!socket.write(chunk)) {
      await new Promise<void>((resolve) => {
        socket.once('drain', resolve);
        socket.once('close', resolve);
      });
    }
    sent += chunk.length;
  }
  await waitFor(() => closed(), 10_000).catch(() => undefined);
  const result = { closed: closed() };
  socket.destroy();
  return result;
}

const memory = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, buffers: m.arrayBuffers };
};

beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  for (const client of opened) await client.endAsync(true).catch(() => undefined);
  await server?.close();
});

describe('client ids belong to the authenticated device', () => {
  it("does not let another company's device evict a device by reusing its client id", async () => {
    const victim = await connectAs(VICTIM, `sim-${VICTIM}`);
    let victimClosed = false;
    victim.on('close', () => (victimClosed = true));

    const intruder = await connectAs(INTRUDER, `sim-${VICTIM}`);
    expect(intruder.connected).toBe(true);
    // A round trip of the intruder: had its CONNECT evicted the victim, that would be done by now.
    await publishTelemetry(intruder, INTRUDER, { values: { air_temp: 20 } });
    expect(victimClosed).toBe(false);
    const ts = Date.now();
    await publishTelemetry(victim, VICTIM, { ts, values: { ph: 7.2 } });
    expect(victimClosed).toBe(false);
    const stored = await server.app.database.db
      .selectFrom('telemetry')
      .select('ts')
      .where('device_id', '=', VICTIM)
      .where('param_key', '=', 'ph')
      .execute();
    expect(stored.map((r) => new Date(r.ts).getTime())).toContain(ts);
    expect(server.app.presence.status(VICTIM)).toBe('online');
  });

  it('still lets a device take over its own previous session (reconnect after a network loss)', async () => {
    const first = await connectAs(VICTIM, 'own-session');
    let firstClosed = false;
    first.on('close', () => (firstClosed = true));
    const second = await connectAs(VICTIM, 'own-session');
    await waitFor(() => firstClosed);
    await publishTelemetry(second, VICTIM, { values: { ph: 7.3 } });
  });
});

describe('the broker cannot be made to hold unbounded memory', () => {
  it('closes a connection declaring an oversize CONNECT before buffering it', async () => {
    expect(await floodConnect(200 * MB, 4 * MB)).toEqual({ closed: true });
  });

  it('closes a device connection that sends an oversize PUBLISH, and accepts normal ones', async () => {
    const client = await connectDevice(server, VICTIM);
    opened.push(client);
    let closed = false;
    client.on('close', () => (closed = true));
    await publishTelemetry(client, VICTIM, { values: { ph: 7 }, pad: 'x'.repeat(MAX_PACKET_BYTES / 2) });
    expect(closed).toBe(false);
    client.publish(`devices/${VICTIM}/telemetry`, Buffer.alloc(8 * MB, 0x20), { qos: 0 });
    await waitFor(() => closed, 5000);
  });

  it('closes a connection that does not complete CONNECT in time (slowloris)', async () => {
    const { socket, closed, closedAt } = await rawSocket();
    const start = Date.now();
    socket.write(Buffer.from([0x10, 0x20, 0x00])); // the first bytes of a 32-byte CONNECT, then silence
    await waitFor(() => closed(), CONNECT_TIMEOUT_MS + 4000, 100);
    expect(closedAt() - start).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
  }, 20_000);

  it('refuses more unauthenticated connections from one address than the limit', async () => {
    const sockets = await Promise.all(Array.from({ length: MAX_PENDING_PER_ADDRESS + 3 }, () => rawSocket()));
    try {
      await waitFor(() => sockets.filter((s) => s.closed()).length >= 3, 3000);
      // The first ones are still waiting for their CONNECT, and a device can still log in.
      expect(sockets.filter((s) => !s.closed()).length).toBe(MAX_PENDING_PER_ADDRESS);
    } finally {
      for (const s of sockets) s.socket.destroy();
    }
    await waitFor(async () => {
      const client = await connectDevice(server, VICTIM).catch(() => null);
      if (client) opened.push(client);
      return client;
    });
  });

  it('keeps memory bounded and the API answering while four sockets send 150 MB of declared CONNECTs', async () => {
    const before = memory();
    const attack = Promise.all(Array.from({ length: 4 }, () => floodConnect(200 * MB, (150 * MB) / 4)));
    let done = false;
    void attack.finally(() => (done = true));
    const answers: number[] = [];
    do {
      const started = Date.now();
      const res = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(5000) });
      answers.push(res.status);
      expect(Date.now() - started).toBeLessThan(5000);
    } while (!done && answers.length < 50);
    const results = await attack;
    expect(answers.every((status) => status === 200)).toBe(true);
    const after = memory();
    expect(after.buffers - before.buffers).toBeLessThan(50 * MB);
    expect(after.rss - before.rss).toBeLessThan(50 * MB);
    expect(results.every((r) => r.closed)).toBe(true);
  }, 60_000);
});
