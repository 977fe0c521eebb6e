import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { generateBoard } from '../../server/sim/insect-boards';
import { MAX_PICTURE_BYTES } from '../../server/modules/insects/pictures';
import { TRAP_UPLOADS_PER_WINDOW } from '../../server/modules/insects/device-upload';
import { ApiClient, DEMO, type ApiResponse } from '../helpers/api-client';

/**
 * A real trap's upload (POST /device/trap-picture): authenticated as the device with its id and
 * MQTT secret, never a session; counted and stored like the simulator's pictures; anything refused
 * writes nothing.
 */
let server: TestServer;
let board: Awaited<ReturnType<typeof generateBoard>>;
/** The file's own greenhouse company's four traps, a pond monitor of another company, and a device that is no trap. */
let traps: string[];
let [pond, notTrap] = ['', ''];
const db = () => server.app.database.db;
const secretOf = (deviceId: string) => deriveDeviceSecret(server.app.simKey, deviceId);
const snapshot = async () =>
  JSON.stringify([
    await db().selectFrom('insect_pictures').select(['id', 'device_id', 'count']).orderBy('id').execute(),
    await db().selectFrom('telemetry').select(({ fn }) => fn.countAll().as('n')).where('param_key', '=', 'insect_count').executeTakeFirst(),
  ]);

/** Sends a picture as a device would: multipart field `file`, HTTP Basic with the device id and secret. */
async function upload(deviceId: string, secret: string, bytes: Uint8Array, type = 'image/jpeg', lang = 'en-US'): Promise<ApiResponse<{ id: number; count: number }>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'board.jpg');
  const res = await fetch(new URL('/api/device/trap-picture', server.origin), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${deviceId}:${secret}`).toString('base64')}`, 'accept-language': lang },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

beforeAll(async () => {
  server = await sharedServer();
  const [green, fish, other] = await Promise.all([
    freshCompany(server, { like: 'AG00001', devices: 4 }),
    freshCompany(server, { devices: 1 }),
    freshCompany(server, { like: 'ES000002', devices: 1 }),
  ]);
  traps = green.devices;
  // A trap is a device with insect_count, which the demo seed gives its greenhouse monitors (seed-insects.ts), not the device type.
  const param = await db().selectFrom('device_params').selectAll().where('device_id', '=', 'AG00001').where('param_key', '=', 'insect_count').executeTakeFirstOrThrow();
  await db().insertInto('device_params').values(traps.map((device_id) => ({ ...param, device_id }))).execute();
  for (const trap of traps) await server.app.ingest.registry.reload(trap);
  [[pond], [notTrap]] = [fish.devices, other.devices];
  board = await generateBoard({ seed: 11, count: 30, width: 1280, height: 720 });
});

describe('POST /device/trap-picture', () => {
  it('stores and counts a picture sent with the trap own secret, as its insect_count reading', async () => {
    const res = await upload(traps[0], secretOf(traps[0]), board.jpeg);
    expect(res.status).toBe(200);
    const { id, count } = res.body.data!;
    expect(Math.abs(count - board.count) / board.count).toBeLessThanOrEqual(0.15);
    const row = await db().selectFrom('insect_pictures').select(['device_id', 'count', 'tenant_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ device_id: traps[0], count });
    const company = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', traps[0]).executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(company.tenant_id);
    const reading = await db().selectFrom('telemetry').select('value').where('device_id', '=', traps[0]).where('param_key', '=', 'insect_count').orderBy('ts', 'desc').executeTakeFirst();
    expect(Number(reading?.value)).toBe(count);
  });

  it('answers 401 to a wrong secret or another company device id with this company secret (400 without credentials), writing nothing', async () => {
    const before = await snapshot();
    const wrong = await upload(traps[0], 'not-the-secret', board.jpeg, 'image/jpeg', 'zh-CN');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('设备认证失败：设备编号或密钥错误');
    // The pond monitor belongs to the fish company; the greenhouse trap's secret does not open it.
    const foreign = await upload(pond, secretOf(traps[0]), board.jpeg);
    expect(foreign.status).toBe(401);
    expect(foreign.body.message).toBe('Device authentication failed: wrong device id or secret');
    const unknown = await upload('NOPE0001', secretOf(traps[0]), board.jpeg);
    expect(unknown.status).toBe(401);
    // No credentials at all is a malformed request, not a failed login.
    const bare = await fetch(new URL('/api/device/trap-picture', server.origin), { method: 'POST', body: new FormData() });
    expect(bare.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a device that is not a trap (400), naming it', async () => {
    const before = await snapshot();
    const res = await upload(notTrap, secretOf(notTrap), board.jpeg);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Device ${notTrap} is not an insect trap`);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a file too big or not a picture (400), in the caller language, writing nothing', async () => {
    const before = await snapshot();
    const big = await upload(traps[0], secretOf(traps[0]), new Uint8Array(MAX_PICTURE_BYTES + 1));
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(`The picture must be at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
    const text = await upload(traps[0], secretOf(traps[0]), new TextEncoder().encode('not a picture'), 'image/jpeg', 'zh-CN');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('图片格式应为 JPEG、PNG 或 WebP');
    expect(await snapshot()).toBe(before);
  });

  it('limits the uploads of one device per window without touching another device', async () => {
    const empty = new Uint8Array(0);
    for (let i = 0; i < TRAP_UPLOADS_PER_WINDOW; i++) expect((await upload(traps[2], secretOf(traps[2]), empty)).status).toBe(400);
    const limited = await upload(traps[2], secretOf(traps[2]), empty);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many uploads/);
    expect((await upload(traps[1], secretOf(traps[1]), empty)).status).toBe(400);
  });

  it('fires a linkage rule on the trap count (insect_count > 40) for a busy board, not for a quiet one', async () => {
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const { tenant_id } = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', traps[3]).executeTakeFirstOrThrow();
    const rule = await admin.post<{ id: number }>('/rule', {
      action: 'create',
      name: 'Too many insects on trap 4',
      tenant_id,
      triggers: [{ type: 'attribute', device_id: traps[3], param_key: 'insect_count', operator: 'gt', value: 40, duration_s: 0 }],
      actions: [{ type: 'rule_output' }],
    });
    expect(rule.status, rule.body.message).toBe(200);
    type Firing = { cause: { kind: string; value: number } };
    const firings = async () => (await admin.post<{ rows: Firing[]; total: number }>('/rulehis', { rule_id: rule.body.data!.id })).body.data!;

    const quiet = await upload(traps[3], secretOf(traps[3]), (await generateBoard({ seed: 21, count: 8, width: 1280, height: 720 })).jpeg);
    expect(quiet.status).toBe(200);
    expect(quiet.body.data!.count).toBeLessThan(40);
    const busy = await upload(traps[3], secretOf(traps[3]), (await generateBoard({ seed: 22, count: 90, width: 1280, height: 720 })).jpeg);
    expect(busy.status).toBe(200);
    expect(busy.body.data!.count).toBeGreaterThan(40);
    await expect.poll(async () => (await firings()).total, { timeout: 15_000 }).toBe(1);
    const fired = await firings();
    expect(fired.total).toBe(1);
    expect(fired.rows[0].cause).toMatchObject({ kind: 'attribute', value: busy.body.data!.count });
  });
});
