import mqtt, { type MqttClient } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import type { TestServer } from '../helpers/test-server';
import type { ApiClient } from '../helpers/api-client';

/** An MQTT client speaking as a seeded device, with the secret the simulator would use. */
export function connectDevice(server: TestServer, deviceId: string, url?: string): Promise<MqttClient> {
  return mqtt.connectAsync(url ?? `mqtt://127.0.0.1:${server.mqttPort}`, {
    clientId: `test-${deviceId}-${Math.random().toString(36).slice(2, 8)}`,
    username: deviceId,
    password: deriveDeviceSecret(server.app.simKey, deviceId),
    reconnectPeriod: 0,
  });
}

/** Publishes telemetry at QoS 1 and resolves on PUBACK (which the server sends after commit). */
export async function publishTelemetry(client: MqttClient, deviceId: string, body: unknown): Promise<void> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  await client.publishAsync(`devices/${deviceId}/telemetry`, payload, { qos: 1 });
}

/** Polls until `check` returns something truthy, or fails with the last value seen. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 8000, intervalMs = 40): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}

/** A socket.io client carrying the API client's session cookie. */
export async function openSocket(server: TestServer, api: ApiClient): Promise<Socket> {
  const socket = io(server.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: `sid=${api.cookie('sid') ?? ''}` },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

export function subscribe(socket: Socket, deviceIds: string[]): Promise<{ deviceIds: string[] }> {
  return socket.timeout(5000).emitWithAck('subscribe', { deviceIds });
}

/** Opening PGlite (a WebAssembly compile) takes tens of seconds when the shared machine is busy. */
export const STARTUP_TIMEOUT_MS = 180_000;
