import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { connectDevice, waitFor } from './telemetry-helpers';

let server: TestServer;
let agent: ApiClient;
const clients: MqttClient[] = [];

beforeAll(async () => {
  // Own server: counts its own server's log lines (captureLog).
  server = await startTestServer({}, { captureLog: true });
  agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
});
afterAll(async () => {
  for (const c of clients) await c.endAsync().catch(() => undefined);
  await server?.close();
});

/** A device on the broker, collecting what the server publishes to it on one channel. */
async function listen(deviceId: string, channel: 'command' | 'p2p') {
  const client = await connectDevice(server, deviceId);
  clients.push(client);
  const received: Record<string, unknown>[] = [];
  client.on('message', (topic, payload) => {
    if (topic === `devices/${deviceId}/${channel}`) received.push(JSON.parse(payload.toString()));
  });
  await client.subscribeAsync(`devices/${deviceId}/${channel}`, { qos: 1 });
  return { client, received };
}

type Command = { id: number; payload: Record<string, unknown>; reply: unknown; answered: boolean; source: string };

describe('/codeManage', () => {
  it('publishes a command on the device topic and lists it with the device reply', async () => {
    const device = await listen('AW00002', 'command');
    const sent = await agent.post<Command>('/codeManage', { action: 'send', device_id: 'AW00002', command: 'aerator_on', params: { minutes: 30 } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Command sent');
    const id = sent.body.data!.id;
    await waitFor(() => device.received.length > 0);
    expect(device.received[0]).toEqual({ id, command: 'aerator_on', params: { minutes: 30 } });

    await device.client.publishAsync('devices/AW00002/reply', JSON.stringify({ id, result: 'ok' }), { qos: 1 });
    const listed = await waitFor(async () => {
      const res = await agent.post<{ rows: Command[]; total: number }>('/codeManage', { action: 'list', device_id: 'AW00002' });
      return res.body.data!.rows.find((r) => r.id === id && r.answered);
    });
    expect(listed).toMatchObject({ source: 'manual', reply: { id, result: 'ok' }, payload: { id, command: 'aerator_on' } });
  });

  it('refuses an unseen device and a missing command', async () => {
    expect((await agent.post('/codeManage', { action: 'send', device_id: 'AG00001', command: 'x' })).status).toBe(404);
    expect((await agent.post('/codeManage', { action: 'send', device_id: 'AW00002' })).status).toBe(400);
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    expect((await farmer.post('/codeManage', { action: 'list' })).status).toBe(403);
  });
});

describe('/h5deviceManage', () => {
  it('reads the settings (asking the device) and writes them to the database and the device', async () => {
    const device = await listen('AW00003', 'command');
    const read = await agent.post<{ params: { param_key: string; period: number }[]; command: Command }>('/h5deviceManage', { action: 'get', device_id: 'AW00003' });
    expect(read.body.data!.params.length).toBeGreaterThan(0);
    expect(read.body.data!.command.payload).toMatchObject({ command: 'read_settings' });
    const configs: string[] = [];
    server.app.bus.on('config', (e) => configs.push(e.deviceId));
    const write = await agent.post<{ params: { param_key: string; period: number; correcting: number }[] }>('/h5deviceManage', {
      action: 'set', device_id: 'AW00003', params: [{ param_key: 'do', period: 30, correcting: 0.2 }],
    });
    expect(write.body.message).toBe('Settings saved and sent to the device');
    expect(write.body.data!.params.find((p) => p.param_key === 'do')).toMatchObject({ period: 30, correcting: 0.2 });
    expect(configs).toEqual(['AW00003']);
    await waitFor(() => device.received.length >= 2);
    expect(device.received[1]).toMatchObject({ command: 'write_settings', params: [{ param_key: 'do', period: 30, correcting: 0.2 }] });
    const bad = await agent.post('/h5deviceManage', { action: 'set', device_id: 'AW00003', params: [{ param_key: 'do', period: 0 }] });
    expect(bad.status).toBe(400);
  });
});

describe('/codeRegister', () => {
  it('pre-provisions a device code whose secret logs in to the broker, and resets it', async () => {
    const fish = (await server.app.database.db.selectFrom('companies').select('id').where('alias', 'like', 'Nanxun%').executeTakeFirstOrThrow()).id;
    const res = await agent.post<{ device_id: string; secret: string; created: boolean }>('/codeRegister', { device_id: 'AW00900', device_type: 'AW', tenant_id: fish });
    expect(res.body.data).toMatchObject({ device_id: 'AW00900', created: true });
    const url = `mqtt://127.0.0.1:${server.mqttPort}`;
    const connect = (password: string) => mqtt.connectAsync(url, { username: 'AW00900', password, reconnectPeriod: 0, clientId: `t-${Math.random()}` });
    const first = await waitFor(() => connect(res.body.data!.secret).catch(() => null));
    await first.endAsync();

    const reset = await agent.post<{ secret: string; created: boolean }>('/codeRegister', { device_id: 'AW00900', reset: true });
    expect(reset.body.data!.created).toBe(false);
    const again = await waitFor(() => connect(reset.body.data!.secret).catch(() => null));
    await again.endAsync();
    await expect(connect(res.body.data!.secret)).rejects.toThrow();
    expect((await agent.post('/codeRegister', { device_id: 'AW00900', device_type: 'AW' })).status).toBe(409);
  });
});

describe('/p2pManage', () => {
  it('sends from the console, forwards device messages within a company, and lists by direction', async () => {
    const receiver = await listen('PTP00002', 'p2p');
    const sent = await agent.post<{ id: number }>('/p2pManage', { action: 'send', from: 'PTP00001', to: 'PTP00002', content: 'relay on' });
    expect(sent.status).toBe(200);
    await waitFor(() => receiver.received.length > 0);
    expect(receiver.received[0]).toMatchObject({ from: 'PTP00001', content: 'relay on' });

    const sender = await connectDevice(server, 'PTP00001');
    clients.push(sender);
    await sender.publishAsync('devices/PTP00001/p2p', JSON.stringify({ to: 'PTP00002', content: 'relay off' }), { qos: 1 });
    await waitFor(() => receiver.received.length > 1);
    expect(receiver.received[1]).toMatchObject({ from: 'PTP00001', content: 'relay off' });
    // Another company's device is not reached.
    await sender.publishAsync('devices/PTP00001/p2p', JSON.stringify({ to: 'EWL00001', content: 'nope' }), { qos: 1 });
    expect((await agent.post('/p2pManage', { action: 'send', from: 'PTP00001', to: 'EWL00001', content: 'x' })).body.message)
      .toBe('Point-to-point messages go only between devices of the same company');

    type List = { rows: { from_device: string; to_device: string; content: string; origin: string }[]; total: number };
    const received = await agent.post<List>('/p2pManage', { action: 'list', direction: 'receive', device_id: 'PTP00002' });
    expect(received.body.data!.rows.map((r) => [r.content, r.origin])).toEqual([['relay off', 'device'], ['relay on', 'user']]);
    const outgoing = await agent.post<List>('/p2pManage', { action: 'list', direction: 'send', device_id: 'PTP00002' });
    expect(outgoing.body.data!.total).toBe(0);
    const all = await agent.post<List>('/p2pManage', { action: 'list', direction: 'all' });
    expect(all.body.data!.rows.every((r) => r.to_device !== 'EWL00001')).toBe(true);
    expect(all.body.data!.total).toBe(2);
  });
});

describe('log lines of refused device messages', () => {
  it('writes one warning per device and interval however many bad p2p messages a device sends', async () => {
    const dropped = (deviceId: string) =>
      server.logLines().filter((line) => line.msg?.startsWith('p2p message dropped') && line.from === deviceId).length;
    for (const deviceId of ['PTP00001', 'AW00005']) {
      const device = await connectDevice(server, deviceId);
      clients.push(device);
      for (let i = 0; i < 200; i++) device.publish(`devices/${deviceId}/p2p`, '', { qos: 0 });
      // Handled in order: once this one is acknowledged, the 200 before it were read.
      await device.publishAsync(`devices/${deviceId}/p2p`, '', { qos: 1 });
      expect(dropped(deviceId)).toBe(1);
    }
  });
});

describe('/dataFlow', () => {
  it('simulates usage from the plan and stores the remaining data on the device', async () => {
    const res = await agent.post<{ total_mb: number; used_mb: number; remaining_mb: number; cardId: string; provider: string }>(
      '/dataFlow/residualFlow', { device_id: 'AW00001' },
    );
    expect(res.body.data).toMatchObject({ total_mb: 500, cardId: '89860419200000000001', provider: 'simulated', simulated: true });
    expect(res.body.data!.remaining_mb).toBeCloseTo(500 - res.body.data!.used_mb, 1);
    const again = await agent.post<{ used_mb: number }>('/dataFlow/residualFlow', { device_id: 'AW00001', cardId: '89860419200000000001' });
    expect(again.body.data!.used_mb).toBe(res.body.data!.used_mb);
    const stored = await server.app.database.db.selectFrom('devices').select(['remaining_flow', 'remaining_flow_simulated']).where('device_id', '=', 'AW00001').executeTakeFirstOrThrow();
    expect(stored).toEqual({ remaining_flow: res.body.data!.remaining_mb, remaining_flow_simulated: true });
    // The device list carries the label with the figure.
    const list = await agent.post<{ rows: Array<{ device_id: string; remaining_flow: number | null; remaining_flow_simulated: boolean }> }>('/userdevices/getDeviceListByPage', { page: 1, pageSize: 100 });
    expect(list.body.data?.rows.find((d) => d.device_id === 'AW00001')).toMatchObject({ remaining_flow: res.body.data!.remaining_mb, remaining_flow_simulated: true });

    const month = new Date().toISOString().slice(0, 7);
    const days = await agent.post<{ days: { date: string; used_mb: number }[]; used_mb: number; simulated: boolean }>('/dataFlow/getYinerdaDataFlow', {
      cardId: '89860419200000000001', device_id: 'AW00001', dateFlow: month,
    });
    expect(days.body.data!.days).toHaveLength(new Date().getUTCDate());
    expect(days.body.data!.simulated).toBe(true);
    expect(days.body.data!.used_mb).toBeCloseTo(res.body.data!.used_mb, 0);

    expect((await agent.post('/dataFlow/residualFlow', { device_id: 'AW00001', cardId: '123' })).status).toBe(400);
    expect((await agent.post('/dataFlow/residualFlow', { device_id: 'EX000001' })).body.message).toBe('The device has no SIM card on record');
    expect((await agent.post('/dataFlow/getYinerdaDataFlow', { cardId: '89860419200000000001', device_id: 'AW00001', dateFlow: '2026-13' })).status).toBe(400);
  });
});
