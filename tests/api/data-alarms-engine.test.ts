import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import type { AlarmEvent } from '../../server/telemetry/bus';
import { connectDevice, publishTelemetry, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * An operator's clear and the alarm engine: clearing an alarm whose condition still holds closes
 * it at once; a clear is not a mute, so a breach that goes on for another waitTime raises a new one.
 */
let server: TestServer;
let agent: ApiClient;
let client: MqttClient;
/** The file's company's pond monitor. */
let DEVICE: string;

const openAlarms = () =>
  server.app.database.db.selectFrom('alarms').selectAll().where('device_id', '=', DEVICE).where('param_key', '=', 'do').where('cleared_at', 'is', null).execute();

beforeAll(async () => {
  server = await sharedServer();
  const company = await freshCompany(server, { devices: 1 });
  DEVICE = company.devices[0];
  agent = new ApiClient(server.origin);
  await agent.login(...company.agent);
  await server.app.database.db.updateTable('device_params').set({ waitTime: 2, period: 1, maxTime: 3 }).where('device_id', '=', DEVICE).where('param_key', '=', 'do').execute();
  server.app.bus.emit('config', { deviceId: DEVICE });
  await waitFor(() => server.app.ingest.registry.get(DEVICE)?.params.get('do')?.waitTime === 2);
  client = await connectDevice(server, DEVICE);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await client?.endAsync().catch(() => undefined);
});

describe('clearing an alarm whose condition still holds', () => {
  it('closes it, raises no new one until the breach has lasted waitTime again, then raises a new one', async () => {
    const events: AlarmEvent[] = [];
    server.app.bus.on('alarm', (e) => e.deviceId === DEVICE && events.push(e));
    const t0 = Date.now() - 120_000;
    for (let i = 0; i <= 2; i++) await publishTelemetry(client, DEVICE, { ts: t0 + i * 1000, values: { do: 3 } });
    const [raised] = await waitFor(async () => ((await openAlarms()).length ? openAlarms() : null));

    const res = await agent.post<{ cleared: number }>('/alarmManage', { type: 'clear', ids: [raised.id] });
    expect(res.body.data!.cleared).toBe(1);
    expect(await openAlarms()).toHaveLength(0);
    expect(server.app.alarms.activeOf(DEVICE, 'do')).toBeNull();

    // Still low, but within waitTime of the clear: nothing new.
    await publishTelemetry(client, DEVICE, { ts: t0 + 3000, values: { do: 3 } });
    await publishTelemetry(client, DEVICE, { ts: t0 + 4000, values: { do: 3 } });
    await server.app.alarms.idle();
    expect(await openAlarms()).toHaveLength(0);

    // Low for waitTime again: a new alarm, not the old one reopened.
    await publishTelemetry(client, DEVICE, { ts: t0 + 5000, values: { do: 3 } });
    const [again] = await waitFor(async () => ((await openAlarms()).length ? openAlarms() : null));
    expect(again.id).not.toBe(raised.id);
    const old = await server.app.database.db.selectFrom('alarms').select(['cleared_by', 'cleared_at']).where('id', '=', raised.id).executeTakeFirstOrThrow();
    expect(old.cleared_by).not.toBeNull();
    expect(events.filter((e) => e.paramKey === 'do').map((e) => [e.alarmId === raised.id ? 'old' : 'new', e.state])).toEqual([
      ['old', 'raised'],
      ['old', 'cleared'],
      ['new', 'raised'],
    ]);

    // Back in range: the engine clears the new one by itself, naming nobody.
    await publishTelemetry(client, DEVICE, { ts: t0 + 6000, values: { do: 6 } });
    await waitFor(async () => (await openAlarms()).length === 0);
    const auto = await server.app.database.db.selectFrom('alarms').select('cleared_by').where('id', '=', again.id).executeTakeFirstOrThrow();
    expect(auto.cleared_by).toBeNull();
  });
});
