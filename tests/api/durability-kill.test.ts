import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { ApiClient, DEMO } from '../helpers/api-client';
import { freePort, kill9, spawnServer, waitReady, type ServerProcess } from './server-process';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * kill -9 during a QoS 1 stream, several times over, on one data directory: every reading the
 * broker acknowledged (and a login answered 200) must be there after each restart. One round also
 * starts a second console on the same directory while the first still runs, as happens when the
 * wrapper (npm start, tsx) is killed and the orphaned server keeps going: the newcomer must refuse
 * the directory instead of recovering it under the running one.
 */
const DEVICES = ['AW00001', 'AW00002', 'AW00003', 'AW00004'];
/** ~200 readings/s in all, as in the report (one reading per message, every 20 ms per device). */
const PUBLISH_EVERY_MS = 20;
const KILLS = 4;
/** One query reads a device's readings 1 ms apart, so a window of this many ms is one raw point each. */
const WINDOW_MS = 20_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-kill-'));
const env = { DATA_DIR: dataDir, PORT: 0, MQTT_PORT: 0 };
const running: ServerProcess[] = [];
/** Per device, the reading timestamps the broker acknowledged; 1 ms apart, from 10 minutes ago. */
const acked = new Map<string, number[]>(DEVICES.map((d) => [d, []]));
const nextTs = new Map<string, number>(DEVICES.map((d, i) => [d, Date.now() - 600_000 + i]));
const secrets = new Map<string, string>();

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  // Own server: its own process, killed with SIGKILL and started again on the same data directory.
  const server = spawnServer(env);
  running.push(server);
  await waitReady(server, STARTUP_TIMEOUT_MS);
  return server;
}

/** Streams from every device until stop() is called; resolves with the readings acknowledged. */
async function stream(server: ServerProcess) {
  const clients: MqttClient[] = await Promise.all(
    DEVICES.map((deviceId) =>
      mqtt.connectAsync(`mqtt://127.0.0.1:${env.MQTT_PORT}`, {
        clientId: `kill-${deviceId}-${Math.random().toString(36).slice(2, 8)}`,
        username: deviceId,
        password: secrets.get(deviceId)!,
        reconnectPeriod: 0,
      }),
    ),
  );
  let count = 0;
  const timers = clients.map((client, i) => {
    const deviceId = DEVICES[i];
    client.on('error', () => undefined);
    return setInterval(() => {
      const ts = nextTs.get(deviceId)!;
      nextTs.set(deviceId, ts + DEVICES.length);
      const body = JSON.stringify({ ts, values: { do: 6 + (ts % 100) / 100 } });
      client.publishAsync(`devices/${deviceId}/telemetry`, body, { qos: 1 }).then(
        () => {
          acked.get(deviceId)!.push(ts);
          count++;
        },
        () => undefined, // not acknowledged: the device would send it again, nothing was promised
      );
    }, PUBLISH_EVERY_MS);
  });
  void server.exited.then(() => timers.forEach(clearInterval));
  return {
    acknowledged: () => count,
    stop: () => {
      timers.forEach(clearInterval);
      clients.forEach((c) => c.end(true));
    },
  };
}

/** The acknowledged readings the restarted server does not have, per device. */
async function missingReadings(server: ServerProcess): Promise<Record<string, number>> {
  const admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  const missing: Record<string, number> = {};
  for (const [deviceId, list] of acked) {
    const have = new Set<number>();
    if (list.length === 0) continue;
    const first = Math.min(...list);
    const last = Math.max(...list);
    for (let from = first; from <= last; from += WINDOW_MS) {
      const res = await admin.get<{ series: Array<{ points: Array<{ ts: number }> }> }>('/datahis/getHisDataByTime', {
        startTime: from, endTime: from + WINDOW_MS, ids: `${deviceId}:do`, maxPoints: WINDOW_MS,
      });
      expect(res.status).toBe(200);
      for (const point of res.body.data!.series[0].points) have.add(point.ts);
    }
    const lost = list.filter((ts) => !have.has(ts)).length;
    if (lost > 0) missing[deviceId] = lost;
  }
  return missing;
}

/** Waits until the stream has had a few seconds (random, so kills land anywhere in a batch). */
async function runFor(s: { acknowledged(): number }, minMs: number) {
  const until = Date.now() + minMs + Math.random() * 4000;
  while (Date.now() < until || s.acknowledged() === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('kill -9 during a QoS 1 stream', () => {
  it('keeps every acknowledged reading and login across repeated kills, and refuses a second server on the directory', async () => {
    env.PORT = await freePort();
    env.MQTT_PORT = await freePort();
    let server = await start();
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    for (const deviceId of DEVICES) {
      const res = await admin.post<{ secret: string }>('/codeRegister', { device_id: deviceId, reset: true });
      expect(res.status).toBe(200);
      secrets.set(deviceId, res.body.data!.secret);
    }

    const lostByRound: Array<Record<string, number>> = [];
    let login: { client: ApiClient } | null = null; // same ports on every restart, so the same origin
    let intruder: { code: number | string; output: string } | null = null;
    for (let round = 1; round <= KILLS; round++) {
      const s = await stream(server);
      await runFor(s, 2000);
      if (round === 3) {
        // A second console on the same directory (same ports, as a restart would use) while this one runs.
        const second = spawnServer(env);
        running.push(second);
        intruder = { code: await second.exited, output: second.output() };
        await runFor(s, 1000);
      }
      if (round === 2) {
        const client = new ApiClient(server.origin);
        await client.login(...DEMO.farmer);
        login = { client };
      }
      await kill9(server);
      s.stop();
      server = await start();
      lostByRound.push(await missingReadings(server));
      if (round === 2) {
        // The session answered 200 just before the kill still works, and its login_log row exists.
        expect((await login!.client.get('/session')).status).toBe(200);
        const admin2 = new ApiClient(server.origin);
        await admin2.login(...DEMO.admin);
        const log = await admin2.post<{ rows: Array<{ ip: string | null; success: boolean }> }>('/weblog/list', { user_name: 'farmer', pageSize: 50 });
        expect(log.body.data!.rows).toContainEqual(expect.objectContaining({ ip: login!.client.ip, success: true }));
      }
    }
    expect([...acked.values()].reduce((n, l) => n + l.length, 0)).toBeGreaterThan(KILLS * 100);
    expect(lostByRound).toEqual(Array.from({ length: KILLS }, () => ({})));
    expect(intruder!.code).not.toBe(0);
    expect(intruder!.output).toMatch(/data directory .* is in use by process \d+/);
  }, 360_000);
});
