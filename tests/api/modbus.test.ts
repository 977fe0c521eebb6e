import { EventEmitter } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModbusRTUServer, ModbusTCPServer } from 'jsmodbus';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import type { ModbusSettings, ModbusSettingsRow } from '../../shared/contract/api/modbus';
import { waitFor } from './telemetry-helpers';

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let zh: ApiClient;
let stranger: ApiClient;
let farmer: ApiClient;
let polled: string;
let behindDtu: string;
let behindRtuDtu: string;
const cleanups: Array<() => unknown> = [];
/** A story of readings, an alarm and going offline at a 1 s period: seconds quiet, far more on a loaded CI machine. */
const STORY_MS = 200_000;

/** A register map both devices share: dissolved oxygen in tenths (holding 0), water temperature as a word-swapped float (input 10). */
const REGISTERS: ModbusSettings['registers'] = [
  { param_key: 'do', address: 0, function: 3, type: 'int16', scale: 0.1, order: 'ABCD' },
  { param_key: 'water_temp', address: 10, function: 4, type: 'float32', scale: 1, order: 'CDAB' },
];

/** A Modbus slave's registers: `do` (tenths) and the water temperature, as REGISTERS reads them. */
function registers() {
  const holding = Buffer.alloc(64);
  const input = Buffer.alloc(64);
  const set = (dissolved: number, temperature: number) => {
    holding.writeInt16BE(Math.round(dissolved * 10), 0);
    const float = Buffer.alloc(4);
    float.writeFloatBE(temperature);
    // CDAB: the low word first.
    input.set([float[2], float[3], float[0], float[1]], 20);
  };
  return { holding, input, set };
}

/** Readings come once a second and the device is offline three seconds after the last (PRESENCE_WINDOW_PERIODS). */
async function measureEverySecond(deviceId: string) {
  const db = server.app.database.db;
  await db.updateTable('device_params').set({ period: 1, waitTime: 0 }).where('device_id', '=', deviceId).execute();
  server.app.bus.emit('config', { deviceId });
  await waitFor(() => server.app.ingest.registry.get(deviceId)?.period === 1);
}

const latest = (deviceId: string, key: string) => server.app.ingest.latest.device(deviceId)?.get(key)?.value;
const activeAlarm = (deviceId: string) =>
  server.app.database.db.selectFrom('alarms').select(['param_key', 'direction', 'value']).where('device_id', '=', deviceId).where('cleared_at', 'is', null).executeTakeFirst();

async function realtime(deviceId: string) {
  const res = await agent.get<{ status: string; params: Array<{ param_key: string; value: number | null }> }>(`/userdevices/realtime/${deviceId}`);
  return res.body.data!;
}

/** The same story for either transport: live readings, an alarm past the limit, offline once the slave is gone. */
async function readingsAlarmOffline(deviceId: string, slave: ReturnType<typeof registers>, stop: () => void) {
  await waitFor(() => latest(deviceId, 'do') === 7.2 && latest(deviceId, 'water_temp') === 24.5, 60_000);
  const view = await realtime(deviceId);
  expect(view.status).toBe('online');
  expect(view.params.find((p) => p.param_key === 'do')?.value).toBe(7.2);
  expect(view.params.find((p) => p.param_key === 'water_temp')?.value).toBe(24.5);
  // Below the parameter's lower limit (4 mg/L) with no waiting time: an alarm.
  slave.set(3.1, 24.5);
  expect(await waitFor(() => activeAlarm(deviceId), 60_000)).toMatchObject({ param_key: 'do', direction: 'low', value: 3.1 });
  stop();
  await waitFor(() => server.app.presence.status(deviceId) === 'offline', 60_000);
  expect((await realtime(deviceId)).status).toBe('offline');
}

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server, { devices: 3 }), freshCompany(server, { devices: 1 })]);
  [polled, behindDtu, behindRtuDtu] = company.devices;
  agent = new ApiClient(server.origin);
  zh = new ApiClient(server.origin, 'zh-CN');
  stranger = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  await Promise.all([agent.login(...company.agent), zh.login(...company.agent), stranger.login(...other.agent), farmer.login(...company.farmer)]);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const deviceId of company.devices) await agent.delete(`/devices/${deviceId}/modbus`);
});

describe('Modbus devices', () => {
  it('polls a Modbus TCP server at the device\'s measuring period: live readings, an alarm, offline when it stops', async () => {
    const slave = registers();
    slave.set(7.2, 24.5);
    const tcp = net.createServer();
    const sockets = new Set<net.Socket>();
    tcp.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    new ModbusTCPServer(tcp, { holding: slave.holding, input: slave.input });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const stop = () => {
      tcp.close();
      for (const socket of sockets) socket.destroy();
    };
    cleanups.push(stop);
    await measureEverySecond(polled);
    const port = (tcp.address() as net.AddressInfo).port;
    const saved = await agent.put<ModbusSettingsRow>(`/devices/${polled}/modbus`, { transport: 'tcp', host: '127.0.0.1', port, unit_id: 1, registration: null, registers: REGISTERS });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Modbus settings saved');
    expect(saved.body.data).toMatchObject({ device_id: polled, transport: 'tcp', framing: 'tcp', host: '127.0.0.1', port, registers: REGISTERS });
    await readingsAlarmOffline(polled, slave, stop);
    expect((await agent.get<ModbusSettingsRow>(`/devices/${polled}/modbus`)).body.data?.connected).toBe(false);
  }, STORY_MS);

  it('reads a device through a DTU that connects out with a registration packet and heartbeats', async () => {
    const registration = `DTU-${behindDtu}`;
    await measureEverySecond(behindDtu);
    const saved = await agent.put<ModbusSettingsRow>(`/devices/${behindDtu}/modbus`, { transport: 'dtu', host: null, port: null, unit_id: 1, registration, registers: REGISTERS });
    expect(saved.status).toBe(200);
    await waitFor(() => server.app.modbus.poller.registrationOf(behindDtu) === registration);

    // The DTU: it connects out, registers, heartbeats, and answers the server's Modbus requests from its meter.
    const slave = registers();
    slave.set(7.2, 24.5);
    const dtu = net.connect(server.app.modbus.dtuPort!, '127.0.0.1');
    await new Promise<void>((resolve) => dtu.once('connect', resolve));
    dtu.write(registration);
    const meter = new EventEmitter();
    new ModbusTCPServer(meter as unknown as net.Server, { holding: slave.holding, input: slave.input });
    meter.emit('connection', dtu);
    const heartbeat = setInterval(() => dtu.write(registration), 300);
    const stop = () => {
      clearInterval(heartbeat);
      dtu.destroy();
    };
    cleanups.push(stop);
    await waitFor(() => server.app.modbus.poller.connected(behindDtu));
    expect((await agent.get<ModbusSettingsRow>(`/devices/${behindDtu}/modbus`)).body.data?.connected).toBe(true);
    await readingsAlarmOffline(behindDtu, slave, stop);
  }, STORY_MS);

  it('reads a meter whose DTU passes RTU frames through (RTU over TCP)', async () => {
    const registration = `RTU-${behindRtuDtu}`;
    await measureEverySecond(behindRtuDtu);
    const saved = await agent.put<ModbusSettingsRow>(`/devices/${behindRtuDtu}/modbus`, {
      transport: 'dtu', framing: 'rtu', host: null, port: null, unit_id: 7, registration, registers: REGISTERS,
    });
    expect(saved.body.data).toMatchObject({ transport: 'dtu', framing: 'rtu', unit_id: 7 });
    await waitFor(() => server.app.modbus.poller.registrationOf(behindRtuDtu) === registration);
    const slave = registers();
    slave.set(6.4, 21.25);
    const dtu = net.connect(server.app.modbus.dtuPort!, '127.0.0.1');
    await new Promise<void>((resolve) => dtu.once('connect', resolve));
    dtu.write(registration);
    // The meter on the DTU's serial side answers the RTU frames the DTU passes through.
    new ModbusRTUServer(dtu as never, { holding: slave.holding, input: slave.input });
    cleanups.push(() => dtu.destroy());
    await waitFor(() => latest(behindRtuDtu, 'do') === 6.4 && latest(behindRtuDtu, 'water_temp') === 21.25, 60_000);
    dtu.destroy();
  }, STORY_MS);

  it('closes a DTU whose registration packet names no device', async () => {
    const dtu = net.connect(server.app.modbus.dtuPort!, '127.0.0.1');
    await new Promise<void>((resolve) => dtu.once('connect', resolve));
    const closed = new Promise<void>((resolve) => dtu.once('close', () => resolve()));
    dtu.on('error', () => undefined);
    dtu.write('NO-SUCH-DTU');
    await closed;
  });

  it('refuses a bad register map or transport with a clear message in both languages, writing nothing', async () => {
    const base = { transport: 'tcp', framing: 'tcp', host: '127.0.0.1', port: 502, unit_id: 1, registration: null, registers: REGISTERS };
    // A registration packet another company's device sends already.
    const taken = `TAKEN-${behindRtuDtu}`;
    expect((await agent.put(`/devices/${behindRtuDtu}/modbus`, { ...base, transport: 'dtu', framing: 'rtu', host: null, port: null, registration: taken })).status).toBe(200);
    const device = other.devices[0];
    // The stranger's own device, so that only the body is wrong.
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ ...base, registers: [{ ...REGISTERS[0], param_key: 'no_such_param' }] }, 400, 'The device has no parameter "no_such_param"', '设备未配置参数“no_such_param”'],
      [{ ...base, registers: [REGISTERS[0], { ...REGISTERS[1], param_key: 'do' }] }, 400, 'The parameter "do" is mapped to more than one register', '参数“do”对应了多个寄存器'],
      [{ ...base, registers: [{ ...REGISTERS[1], address: 65535 }] }, 400, 'A register address must be 0 to 65535, and at most 65534 for a 32-bit value', '寄存器地址应为 0 到 65535，32 位数据最大为 65534'],
      [{ ...base, registers: [{ ...REGISTERS[0], address: 70000 }] }, 400, 'A register address must be 0 to 65535, and at most 65534 for a 32-bit value', '寄存器地址应为 0 到 65535，32 位数据最大为 65534'],
      [{ ...base, registers: [{ ...REGISTERS[0], function: 5 }] }, 400, 'The function must be 3 (holding), 4 (input), 1 (coils) or 2 (discrete inputs)', '功能码应为 3（保持寄存器）、4（输入寄存器）、1（线圈）或 2（离散输入）'],
      [{ ...base, registers: [{ ...REGISTERS[0], type: 'float64' }] }, 400, 'The data type must be int16, uint16, int32, uint32 or float32', '数据类型应为 int16、uint16、int32、uint32 或 float32'],
      [{ ...base, registers: [{ ...REGISTERS[0], order: 'ACBD' }] }, 400, 'The byte order must be ABCD, CDAB, BADC or DCBA', '字节序应为 ABCD、CDAB、BADC 或 DCBA'],
      [{ ...base, registers: [{ ...REGISTERS[0], scale: 0 }] }, 400, 'The scale must be a non-zero number of at most 1000000 either way', '倍率应为非零数字，绝对值不超过 1000000'],
      [{ ...base, registers: [] }, 400, 'Give 1 to 64 registers', '请填写 1 到 64 个寄存器'],
      [{ ...base, framing: 'ascii' }, 400, 'The framing must be tcp (Modbus TCP) or rtu (RTU over TCP)', '报文格式应为 tcp（Modbus TCP）或 rtu（经 TCP 透传的 RTU）'],
      [{ ...base, host: null }, 400, 'A device polled at an address needs its address and port', '按地址轮询的设备需要填写地址和端口'],
      [{ ...base, host: '-o x; rm' }, 400, 'The address must be a host name or IP address', '地址应为主机名或 IP 地址'],
      [{ ...base, transport: 'dtu', registration: null }, 400, 'A device behind a DTU needs its registration packet', '经 DTU 接入的设备需要填写注册包'],
      [{ ...base, transport: 'dtu', registration: taken }, 409, `The registration packet "${taken}" is used by another device`, `注册包“${taken}”已被其他设备使用`],
    ];
    const strangerZh = new ApiClient(server.origin, 'zh-CN');
    await strangerZh.login(...other.agent);
    for (const [body, status, en, zhText] of cases) {
      const res = await stranger.put(`/devices/${device}/modbus`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(en);
      expect((await strangerZh.put(`/devices/${device}/modbus`, body)).body.message).toBe(zhText);
    }
    expect((await stranger.get(`/devices/${device}/modbus`)).body.data).toBeNull();
  });

  it("keeps a device's Modbus settings to its company's device managers", async () => {
    // Nothing listens there: the poller's reads are refused at once.
    const body = { transport: 'tcp', framing: 'tcp', host: '127.0.0.1', port: 9, unit_id: 3, registration: null, registers: REGISTERS };
    expect((await agent.put(`/devices/${polled}/modbus`, body)).status).toBe(200);
    // Another company: no such device, for reading, writing and removing.
    expect((await stranger.get(`/devices/${polled}/modbus`)).status).toBe(404);
    expect((await stranger.put(`/devices/${polled}/modbus`, body)).status).toBe(404);
    expect((await stranger.delete(`/devices/${polled}/modbus`)).status).toBe(404);
    expect((await farmer.get(`/devices/${polled}/modbus`)).status).toBe(403);
    expect((await agent.get<ModbusSettingsRow>(`/devices/${polled}/modbus`)).body.data).toMatchObject({ transport: 'tcp', port: 9, unit_id: 3 });
    const removed = await zh.delete(`/devices/${polled}/modbus`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Modbus 设置已删除');
    expect((await agent.get(`/devices/${polled}/modbus`)).body.data).toBeNull();
    await waitFor(() => server.app.modbus.poller.registrationOf(polled) === null && !server.app.modbus.poller.connected(polled));
  });
});
