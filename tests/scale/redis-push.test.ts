import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { TestServer } from '../helpers/test-server';
import { openSocket, subscribe } from '../api/telemetry-helpers';
import { resetDatabase, scaleDatabaseUrl, startInstance, type Instance } from './instances';
import { startRedis, type Service } from './services';
import type { TelemetryPush } from '../../shared/contract/socket-events';

/**
 * Pushes everywhere (issue 25, item 3): two instances on one Redis (@socket.io/redis-adapter).
 * A console connected to instance A sees a reading that instance B ingested, and the other way
 * round; the session made through A is good on B (sessions live in the shared database).
 */
const DEVICE = 'AW00001';
let redis: Service;
const instances: Instance[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  const databaseUrl = scaleDatabaseUrl();
  await resetDatabase(databaseUrl);
  redis = await startRedis();
  for (const name of ['a', 'b']) instances.push(await startInstance(name, { DATABASE_URL: databaseUrl, REDIS_URL: `redis://127.0.0.1:${redis.port}` }));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const instance of instances) await instance.close().catch(() => undefined);
  await redis?.stop();
});

/** The next telemetry push of DEVICE at `ts` on the socket. */
function nextPush(socket: Socket, ts: number): Promise<TelemetryPush> {
  return new Promise((resolve) => {
    const onPush = (push: TelemetryPush) => {
      if (push.deviceId !== DEVICE || push.ts !== ts) return;
      socket.off('telemetry', onPush);
      resolve(push);
    };
    socket.on('telemetry', onPush);
  });
}

describe('two instances on one Redis', () => {
  it('push a reading ingested by one instance to consoles connected to either', async () => {
    const [a, b] = instances;
    const api = new ApiClient(a.origin);
    await api.login(...DEMO.admin);
    // One session, made through A, opens a socket on each instance.
    for (const instance of instances) {
      const socket = await openSocket({ origin: instance.origin } as TestServer, api);
      sockets.push(socket);
      expect((await subscribe(socket, [DEVICE])).deviceIds).toEqual([DEVICE]);
    }
    const [onA, onB] = sockets;

    for (const [ingester, label] of [[b, 'B'], [a, 'A']] as const) {
      const ts = Date.now() - 1000;
      const pushes = Promise.all([nextPush(onA, ts), nextPush(onB, ts)]);
      const started = performance.now();
      const result = await ingester.app.ingest.submit(DEVICE, { ts, values: { do: 7.5 } });
      expect(result).toEqual({ accepted: true });
      const [pushA, pushB] = await pushes;
      expect(pushA.values.do).toBe(7.5);
      expect(pushB.values.do).toBe(7.5);
      console.log(`push of a reading ingested by ${label} reached sockets on A and B in ${(performance.now() - started).toFixed(0)} ms`);
    }
  });
});
