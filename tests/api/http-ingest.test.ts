import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { connectDevice, publishTelemetry } from './telemetry-helpers';

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let mqttDevice: MqttClient;
let poster: string;
let publisher: string;

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server), freshCompany(server, { devices: 1 })]);
  [poster, publisher] = company.devices;
  mqttDevice = await connectDevice(server, publisher);
});
afterAll(async () => {
  await mqttDevice?.endAsync();
});

type Auth = 'basic' | 'headers' | { deviceId: string; secret: string } | null;

/** A device's own post: its id and MQTT secret, as HTTP Basic or the two headers. */
async function post(deviceId: string, body: unknown, options: { auth?: Auth; lang?: string } = {}) {
  const auth = options.auth === undefined ? 'basic' : options.auth;
  const secret = deriveDeviceSecret(server.app.simKey, deviceId);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': options.lang ?? 'en-US' };
  if (auth === 'basic') headers.authorization = `Basic ${Buffer.from(`${deviceId}:${secret}`).toString('base64')}`;
  else if (auth === 'headers') Object.assign(headers, { 'x-device-id': deviceId, 'x-device-secret': secret });
  else if (auth) headers.authorization = `Basic ${Buffer.from(`${auth.deviceId}:${auth.secret}`).toString('base64')}`;
  const res = await fetch(`${server.origin}/api/ingest/http`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data?: unknown } };
}

const storedAt = (deviceId: string, ts: number) =>
  server.app.database.db.selectFrom('telemetry').select(['param_key', 'value']).where('device_id', '=', deviceId).where('ts', '=', new Date(ts)).orderBy('param_key').execute();

const rejectionsOf = async (deviceId: string) => {
  await server.app.ingest.rejections.flush();
  return server.app.database.db.selectFrom('telemetry_rejections').select(['reason', 'detail']).where('device_id', '=', deviceId).orderBy('id').execute();
};

describe('POST /api/ingest/http', () => {
  it('answers 200 only once the readings are committed, with Basic or the device headers', async () => {
    const ts = Date.now() - 2000;
    const res = await post(poster, { ts, values: { do: 6.1, water_temp: 23.5 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: true });
    // The answer has arrived: the rows are already there, with no waiting.
    expect(await storedAt(poster, ts)).toEqual([{ param_key: 'do', value: 6.1 }, { param_key: 'water_temp', value: 23.5 }]);
    const later = ts + 1000;
    expect((await post(poster, { ts: later, values: { ph: 7.3 } }, { auth: 'headers' })).status).toBe(200);
    expect(await storedAt(poster, later)).toEqual([{ param_key: 'ph', value: 7.3 }]);
    expect(server.app.presence.status(poster)).toBe('online');
  });

  it('refuses bad messages with the reasons MQTT records, in both languages, storing none of them', async () => {
    const bad: Array<[unknown, number, string]> = [
      ['not json {', 400, 'not_json'],
      [{ values: { no_such_param: 1 } }, 400, 'unknown_param'],
      [{ values: { do: 'high' } }, 400, 'bad_value'],
      [{ ts: Date.now() + 11 * 60_000, values: { do: 5 } }, 400, 'future_ts'],
      [{ values: {} }, 400, 'bad_shape'],
      [`{"values":{"do":1},"pad":"${'x'.repeat(17 * 1024)}"}`, 413, 'payload_too_large'],
    ];
    for (const [body, status] of bad) {
      const res = await post(poster, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.success).toBe(false);
      await publishTelemetry(mqttDevice, publisher, body);
    }
    expect((await post(poster, 'not json {')).body.message).toBe('The message is not a JSON object');
    expect((await post(poster, 'not json {', { lang: 'zh-CN' })).body.message).toBe('消息不是 JSON 对象');
    const overHttp = await rejectionsOf(poster);
    const overMqtt = await rejectionsOf(publisher);
    // The same refusals, recorded alike for the owner, whichever door the message came through.
    expect(overHttp.slice(0, bad.length).map((r) => r.reason)).toEqual(bad.map(([, , reason]) => reason));
    expect(overHttp.slice(0, bad.length).map((r) => r.reason)).toEqual(overMqtt.map((r) => r.reason));
    const stored = await server.app.database.db.selectFrom('telemetry').select('param_key').where('device_id', '=', poster).where('param_key', '=', 'no_such_param').execute();
    expect(stored).toEqual([]);
  });

  it('answers 503 when the database cannot take the batch, so the device sends the reading again', async () => {
    // What submit does while the database is down (its batch is not stored): reject, for the sender to retry.
    const down = vi.spyOn(server.app.ingest, 'submit').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const reading = { ts: Date.now() - 60_000, values: { do: 6 } };
      const res = await post(poster, reading);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The readings could not be stored just now; send them again later');
      // Sent again once the database is back: stored.
      expect((await post(poster, reading)).status).toBe(200);
      expect(await storedAt(poster, reading.ts)).toEqual([{ param_key: 'do', value: 6 }]);
    } finally {
      down.mockRestore();
    }
  });

  it('refuses missing and wrong credentials before reading anything, and records nothing', async () => {
    const before = (await rejectionsOf(poster)).length;
    const ts = Date.now() - 500;
    const missing = await post(poster, { ts, values: { do: 1 } }, { auth: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Send the device id and secret (HTTP Basic, or the X-Device-Id and X-Device-Secret headers)');
    const wrong = await post(poster, { ts, values: { do: 1 } }, { auth: { deviceId: poster, secret: 'guess' } });
    expect(wrong.status).toBe(401);
    // Another device's secret does not open this one, and an unknown id answers as a wrong secret does.
    const foreign = await post(poster, { ts, values: { do: 1 } }, { auth: { deviceId: poster, secret: deriveDeviceSecret(server.app.simKey, other.devices[0]) } });
    expect(foreign.status).toBe(401);
    const unknown = await post('NO-SUCH-DEVICE', { ts, values: { do: 1 } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(await storedAt(poster, ts)).toEqual([]);
    expect((await rejectionsOf(poster)).length).toBe(before);
  });

  it("shows a device's posted readings to its company only", async () => {
    const ts = Date.now();
    expect((await post(poster, { ts, values: { do: 7.7 } })).status).toBe(200);
    const own = new ApiClient(server.origin);
    const stranger = new ApiClient(server.origin);
    await Promise.all([own.login(...company.agent), stranger.login(...other.agent)]);
    const view = await own.get<{ params: Array<{ param_key: string; value: number | null }> }>(`/userdevices/realtime/${poster}`);
    expect(view.status).toBe(200);
    expect(view.body.data!.params.find((p) => p.param_key === 'do')?.value).toBe(7.7);
    expect((await stranger.get(`/userdevices/realtime/${poster}`)).status).toBe(404);
    const history = await stranger.get<{ series: Array<{ points: unknown[] }> }>('/datahis/getHisDataByTime', { startTime: ts - 60_000, endTime: ts + 60_000, ids: `${poster}:do` });
    expect(history.body.data?.series?.flatMap((s) => s.points) ?? []).toEqual([]);
    const rejections = await stranger.get('/ingest/rejections', { deviceId: poster });
    expect(rejections.status).toBe(404);
  });
});
