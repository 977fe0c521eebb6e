import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { insertCamera } from '../../server/modules/video/cameras/repository';
import type { CameraView } from '../../shared/contract/api/cameras';

/**
 * The video configuration page's calls (8004): POST /devices/updateCamera with `id` edits one
 * camera (serial, channel, name, provider, bound device), POST /camera/remove removes cameras;
 * messages in both languages, refusals write nothing, another company's cameras out of reach.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
/** The file's company's pond monitors (as the demo's AW00001-AW00005) and the other company's greenhouse devices. */
let ponds: string[] = [];
let greenhouses: string[] = [];
/**
 * The serials of the file's cameras, as the demo's SIM000001-SIM000010 (serials are unique across
 * the platform): 1-3 on ponds 1-3 and 8 on none in the file's company, 9 and 10 in the other's.
 */
const tag = randomUUID().slice(0, 8).toUpperCase();
const serial = (n: number) => `CAM${tag}${String(n).padStart(2, '0')}`;
const db = () => server.app.database.db;
const snapshot = async () => JSON.stringify(await db().selectFrom('cameras').selectAll().orderBy('id').execute());
const cameraId = async (serial: string) => (await db().selectFrom('cameras').select('id').where('deviceSerial', '=', serial).executeTakeFirstOrThrow()).id;
const list = async (client: ApiClient) => (await client.post<{ rows: CameraView[] }>('/camera/deviceList', {})).body.data!.rows;

beforeAll(async () => {
  server = await sharedServer();
  const [fish, greenhouse] = await Promise.all([freshCompany(server, { devices: 5 }), freshCompany(server, { like: 'AG00001', users: ['grower'] })]);
  [ponds, greenhouses] = [fish.devices, greenhouse.devices];
  const cameras = [
    { n: 1, company: fish, device: ponds[0] }, { n: 2, company: fish, device: ponds[1] }, { n: 3, company: fish, device: ponds[2] },
    { n: 8, company: fish, device: null }, { n: 9, company: greenhouse, device: greenhouses[0] }, { n: 10, company: greenhouse, device: greenhouses[1] },
  ];
  for (const { n, company, device } of cameras) {
    await insertCamera(db(), { tenant_id: company.id, device_id: device, name: `${n}号摄像头`, deviceSerial: serial(n), channelNo: 1, provider: 'sim', motion: 0.1 });
  }
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  const admin = new ApiClient(server.origin);
  await Promise.all([agent.login(...fish.agent), agentZh.login(...fish.agent), farmer.login(...fish.farmer), admin.login(...DEMO.admin)]);
  const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', greenhouse.users.grower![0]).executeTakeFirstOrThrow()).id;
  expect((await admin.post('/userauth/addPermission', { userId: growerId, codes: ['8', '8004'] })).status).toBe(200);
  await grower.login(...greenhouse.users.grower!);
});

describe('editing a camera', () => {
  it('changes the channel, name, provider and bound device of one camera by id', async () => {
    const id = await cameraId(serial(1));
    const since = Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    const res = await agent.post<CameraView>('/devices/updateCamera', { id, device_id: ponds[4], deviceSerial: serial(1), channelNo: 2, name: '五号塘摄像头', provider: 'ezviz' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, channelNo: 2, device_id: ponds[4], name: '五号塘摄像头', provider: 'ezviz' });
    expect((await list(agent)).find((c) => c.id === id)).toMatchObject({ channelNo: 2, device_id: ponds[4] });
    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('id', '>', since).where('success', '=', true).execute();
      expect(log).toContainEqual({ action: 'update', resource: 'camera', name: serial(1) });
    });
  });

  it('refuses a serial and channel another camera has, an unknown device and bad fields, in both languages, writing nothing', async () => {
    const id = await cameraId(serial(2));
    const before = await snapshot();
    const clash = await agent.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial: serial(3), channelNo: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another camera already has this serial number and channel');
    expect((await agentZh.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial: serial(3), channelNo: 1 })).body.message).toBe('该序列号的此通道已登记为另一个摄像头');
    expect((await agent.post('/devices/updateCamera', { id, device_id: ' ', deviceSerial: serial(2) })).body.message).toBe('Device code cannot be empty');
    expect((await agentZh.post('/devices/updateCamera', { id, device_id: ' ', deviceSerial: serial(2) })).body.message).toBe('设备编码不能为空');
    const channel = await agent.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial: serial(2), channelNo: 1000 });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toMatch(/channelNo/);
    expect((await agentZh.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial: serial(2), channelNo: 1000 })).body.message).toMatch(/channelNo.*超出/);
    expect((await agent.post('/devices/updateCamera', { id, device_id: 'NOPE0001', deviceSerial: serial(2) })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a serial ffmpeg or a folder would read as something else, in both languages, writing nothing', async () => {
    const id = await cameraId(serial(2));
    const before = await snapshot();
    for (const deviceSerial of ['SIM:0002', 'SIM,02', 'SIM;02', "SIM'02", 'SIM[02]', 'SIM\n02', '-SIM02', '..', '.hidden', 'a/b']) {
      const add = await agent.post('/devices/updateCamera', { device_id: ponds[1], deviceSerial, channelNo: 1 });
      expect(add.status, deviceSerial).toBe(400);
      expect(add.body.message, deviceSerial).toBe('A serial number starts with a letter or digit and holds only letters, digits and _ . - (at most 64 characters)');
      expect((await agent.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial })).status, deviceSerial).toBe(400);
    }
    expect((await agentZh.post('/devices/updateCamera', { id, device_id: ponds[1], deviceSerial: 'SIM:0002' })).body.message).toBe('序列号须以字母或数字开头，只能包含字母、数字和 _ . -（最多 64 个字符）');
    expect(await snapshot()).toBe(before);
  });
});

describe('removing cameras', () => {
  it('removes a camera (its snapshots stay) and refuses a missing one, writing nothing', async () => {
    const id = await cameraId(serial(8));
    expect((await agent.post('/camera/remove', { ids: [] })).status).toBe(400);
    const before = await snapshot();
    const missing = await agent.post('/camera/remove', { ids: [id, 999_999] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Camera not found. Please refresh and try again.');
    expect((await agentZh.post('/camera/remove', { ids: [999_999] })).body.message).toBe('未找到该摄像头，请刷新后重试');
    expect(await snapshot()).toBe(before);
    const res = await agent.post<{ ids: number[] }>('/camera/remove', { ids: [id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ids: [id] });
    expect((await list(agent)).map((c) => c.id)).not.toContain(id);
  });
});

describe('access and tenancy', () => {
  it('answers 401 without a session and 403 without 8004, writing nothing', async () => {
    const id = await cameraId(serial(3));
    const before = await snapshot();
    expect((await new ApiClient(server.origin).post('/camera/remove', { ids: [id] })).status).toBe(401);
    expect((await farmer.post('/camera/remove', { ids: [id] })).status).toBe(403);
    expect((await farmer.post('/devices/updateCamera', { id, device_id: ponds[2], deviceSerial: serial(3), channelNo: 5 })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("keeps another company's cameras invisible and unchangeable", async () => {
    const greenhouse = await cameraId(serial(9));
    const fish = await cameraId(serial(3));
    expect((await list(agent)).map((c) => c.id)).not.toContain(greenhouse);
    expect((await list(grower)).map((c) => c.deviceSerial).sort()).toEqual([serial(9), serial(10)]);
    const before = await snapshot();
    expect((await agent.post('/devices/updateCamera', { id: greenhouse, device_id: ponds[2], deviceSerial: serial(9), channelNo: 3 })).status).toBe(404);
    expect((await agent.post('/camera/remove', { ids: [greenhouse] })).status).toBe(404);
    expect((await grower.post('/devices/updateCamera', { id: fish, device_id: greenhouses[0], deviceSerial: serial(3), channelNo: 3 })).status).toBe(404);
    expect((await grower.post('/camera/remove', { ids: [fish] })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
