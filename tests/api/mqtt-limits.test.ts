import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import mqttPacket, { type Packet } from 'mqtt-packet';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import {
  CONNECT_TIMEOUT_MS,
  MAX_CONNECTIONS_PER_DEVICE,
  MAX_INFLIGHT_QOS2,
  MAX_PACKET_BYTES,
  MAX_PENDING_PER_ADDRESS,
  MAX_SESSIONS_PER_DEVICE,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  MAX_TOPIC_FILTER_LENGTH,
} from '../../server/mqtt/broker-limits';
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

/** A device logged in over a raw socket: the packets it sends are written as given, nothing is answered for it. */
async function rawDevice(deviceId: string): Promise<{ send(packet: Packet): void; received: Packet[]; closed: () => boolean; socket: net.Socket }> {
  const raw = await rawSocket();
  const received: Packet[] = [];
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  parser.on('packet', (packet: Packet) => received.push(packet));
  raw.socket.on('data', (chunk: Buffer) => parser.parse(chunk));
  const send = (packet: Packet) => raw.socket.write(mqttPacket.generate(packet));
  send({
    cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, keepalive: 60,
    clientId: `raw-${Math.random().toString(36).slice(2, 8)}`,
    username: deviceId, password: Buffer.from(deriveDeviceSecret(server.app.simKey, deviceId)),
  });
  const connack = await waitFor(() => received.find((p) => p.cmd === 'connack'));
  expect(connack).toMatchObject({ returnCode: 0 });
  return { send, received, closed: raw.closed, socket: raw.socket };
}

/** The return code the broker granted each filter: a QoS, or 128 for a refused one. */
function granted(client: MqttClient, filters: string | string[]): Promise<number[]> {
  return client.subscribeAsync(filters, { qos: 1 }).then(
    (grants) => grants.map((g) => g.qos),
    (error: { packet?: { granted?: number[] } }) => {
      if (!error.packet?.granted) throw error;
      return error.packet.granted;
    },
  );
}

/** Connects with clean session off; resolves with the client and whether the broker still had its session. */
async function connectSession(deviceId: string, clientId: string): Promise<{ client: MqttClient; sessionPresent: boolean }> {
  const client = mqtt.connect(`mqtt://127.0.0.1:${server.mqttPort}`, {
    clientId,
    clean: false,
    username: deviceId,
    password: deriveDeviceSecret(server.app.simKey, deviceId),
    reconnectPeriod: 0,
  });
  opened.push(client);
  const connack = await new Promise<{ sessionPresent: boolean }>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('error', reject);
  });
  return { client, sessionPresent: connack.sessionPresent };
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
  // Own server: the broker's per-address and per-device connection limits count every connection to it.
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

  it('skips an oversize PUBLISH without buffering it, and keeps the device connected', async () => {
    const client = await connectDevice(server, VICTIM);
    opened.push(client);
    let closed = false;
    client.on('close', () => (closed = true));
    await publishTelemetry(client, VICTIM, { values: { ph: 7 }, pad: 'x'.repeat(MAX_PACKET_BYTES / 2) });
    // Unbuffered: the frame scanner's test proves no byte of it is passed on (client and server share this process's memory).
    client.publish(`devices/${VICTIM}/telemetry`, Buffer.alloc(8 * MB, 0x20), { qos: 0 });
    // The next message is read where the skipped one ends.
    const ts = Date.now();
    await publishTelemetry(client, VICTIM, { ts, values: { ph: 7.1 } });
    expect(closed).toBe(false);
    const stored = await server.app.database.db.selectFrom('telemetry').select('value')
      .where('device_id', '=', VICTIM).where('param_key', '=', 'ph').where('ts', '=', new Date(ts)).executeTakeFirst();
    expect(stored?.value).toBe(7.1);
  });

  it('closes a connection that does not complete CONNECT in time (slowloris)', async () => {
    const { socket, closed, closedAt } = await rawSocket();
    const start = Date.now();
    socket.write(Buffer.from([0x10, 0x20, 0x00])); // the first bytes of a 32-byte CONNECT, then silence
    await waitFor(() => closed(), CONNECT_TIMEOUT_MS + 4000, 100);
    expect(closedAt() - start).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
  }, 20_000);

  it('keeps at most the limit of unauthenticated connections from one address', async () => {
    const sockets = await Promise.all(Array.from({ length: MAX_PENDING_PER_ADDRESS + 3 }, () => rawSocket()));
    try {
      await waitFor(() => sockets.filter((s) => s.closed()).length >= 3, 3000);
      // The limit is still waiting for their CONNECT, and a device can still log in.
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

describe('one device cannot exhaust the broker', () => {
  it('closes a connection holding more QoS 2 messages awaiting PUBREL than the limit', async () => {
    const deviceId = 'ET000001';
    const device = await rawDevice(deviceId);
    const publish = (messageId: number) =>
      device.send({ cmd: 'publish', topic: `devices/${deviceId}/status`, payload: 'online', qos: 2, messageId, retain: false, dup: false });
    for (let id = 1; id <= MAX_INFLIGHT_QOS2; id++) publish(id);
    await waitFor(() => device.received.filter((p) => p.cmd === 'pubrec').length === MAX_INFLIGHT_QOS2);
    expect(device.closed()).toBe(false);
    // A PUBREL frees its place; one more beyond the limit closes the connection.
    device.send({ cmd: 'pubrel', messageId: 1 });
    await waitFor(() => device.received.some((p) => p.cmd === 'pubcomp'));
    publish(MAX_INFLIGHT_QOS2 + 1);
    await waitFor(() => device.received.filter((p) => p.cmd === 'pubrec').length === MAX_INFLIGHT_QOS2 + 1);
    publish(MAX_INFLIGHT_QOS2 + 2);
    await waitFor(() => device.closed());
  });

  it("refuses a device's connection beyond the limit, but not a reconnect taking over its own client id", async () => {
    const device = 'AW00006';
    const clients = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_DEVICE; i++) clients.push(await connectAs(device, `many-${i}`));
    await expect(connectAs(device, 'many-extra')).rejects.toThrow(/Not authorized/i);
    let firstClosed = false;
    clients[0].on('close', () => (firstClosed = true));
    const again = await connectAs(device, 'many-0');
    await waitFor(() => firstClosed);
    await publishTelemetry(again, device, { values: { ph: 7 } });
    // Another device is not concerned.
    await publishTelemetry(await connectAs('AW00007', 'many-0'), 'AW00007', { values: { ph: 7 } });
  });

  it('refuses over-long topic filters and filters beyond the limit with a SUBACK failure, and keeps the connection', async () => {
    const device = 'EX000001';
    const client = await connectAs(device, 'filters');
    let closed = false;
    client.on('close', () => (closed = true));
    expect(await granted(client, `devices/${device}/${'x'.repeat(MAX_TOPIC_FILTER_LENGTH)}`)).toEqual([128]);
    const filters = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CONNECTION + 1 }, (_, i) => `devices/${device}/f${i}`);
    expect(await granted(client, filters)).toEqual([...filters.slice(0, -1).map(() => 1), 128]);
    // An unsubscribe frees a place; a filter held already is granted again.
    await client.unsubscribeAsync(filters[0]);
    expect(await granted(client, [filters[1], `devices/${device}/again`])).toEqual([1, 1]);
    expect(await granted(client, `devices/${device}/more`)).toEqual([128]);
    // Another device's topic is refused the same way, without closing the connection.
    expect(await granted(client, `devices/${INTRUDER}/command`)).toEqual([128]);
    await client.publishAsync(`devices/${device}/status`, 'online', { qos: 1 });
    expect(closed).toBe(false);
  });

  it("keeps a bounded number of a device's persistent sessions, replacing the least recently seen", async () => {
    const device = 'AW00008';
    for (let i = 0; i <= MAX_SESSIONS_PER_DEVICE; i++) {
      const { client, sessionPresent } = await connectSession(device, `kept-${i}`);
      expect(sessionPresent).toBe(false);
      await client.subscribeAsync(`devices/${device}/command`, { qos: 1 });
      await client.endAsync();
    }
    const oldest = await connectSession(device, 'kept-0');
    expect(oldest.sessionPresent).toBe(false);
    await oldest.client.endAsync();
    const newest = await connectSession(device, `kept-${MAX_SESSIONS_PER_DEVICE}`);
    expect(newest.sessionPresent).toBe(true);
    await newest.client.endAsync();
  });

  it('does not let half-open sockets of an address crowd out the devices behind it', async () => {
    const idle = await Promise.all(Array.from({ length: MAX_PENDING_PER_ADDRESS + 6 }, () => rawSocket()));
    try {
      const devices = ['AW00001', 'AW00002', 'AW00004', 'AW00005', 'AG00001', 'AG00003', 'AG00004', 'EWL00001'];
      const clients = await Promise.all(devices.map((id) => connectAs(id, `nat-${id}`)));
      expect(clients.every((c) => c.connected)).toBe(true);
    } finally {
      for (const s of idle) s.socket.destroy();
    }
  });
});
