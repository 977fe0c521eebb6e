import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let farmer: ApiClient;
let farmerId: number;
let company: TestCompany;
let otherCompany: TestCompany;
beforeAll(async () => {
  server = await sharedServer();
  [company, otherCompany] = await Promise.all([freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0, users: ['grower'] })]);
  farmer = new ApiClient(server.origin);
  farmerId = (await farmer.login(...company.farmer)).userId;
});

/** A wide photo-like PNG: red on the left half, blue on the right. */
const widePng = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
    .png()
    .toBuffer();

const stored = () => server.app.database.db.selectFrom('user_avatars').select(['user_id', 'etag']).where('user_id', '=', farmerId).executeTakeFirst();

async function fetchAvatar(client: ApiClient, url: string) {
  return fetch(new URL(url, server.origin), { headers: { cookie: `sid=${client.cookie('sid')}`, 'x-forwarded-for': client.ip } });
}

describe('avatars', () => {
  it('crops an upload to a square WebP, shows it in the profile and the user list, and removes it', async () => {
    const saved = await farmer.upload<{ url: string }>('/users/avatar', await widePng(), 'me.png', 'image/png');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Avatar updated');
    const url = saved.body.data!.url;
    expect(url).toMatch(new RegExp(`^/api/users/avatar/${farmerId}\\?v=`));

    const image = await fetchAvatar(farmer, url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([192, 192, 'webp']);
    // The centre square of red|blue keeps both halves.
    const { data } = await sharp(Buffer.from(await (await fetchAvatar(farmer, url)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[(192 - 1) * 3 + 2]).toBeGreaterThan(200);

    const profile = await farmer.post<{ avatar_url: string | null }>('/users/findUserinfo', {});
    expect(profile.body.data!.avatar_url).toBe(url);
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const list = await admin.get<{ rows: { id: number; avatar_url: string | null }[] }>('/users', { pageSize: 100, user_name: company.farmer[0] });
    expect(list.body.data!.rows.find((r) => r.id === farmerId)!.avatar_url).toBe(url);
    expect((await fetchAvatar(admin, url)).status).toBe(200);

    expect((await farmer.delete('/users/avatar')).status).toBe(200);
    expect(await stored()).toBeUndefined();
    expect((await farmer.post<{ avatar_url: string | null }>('/users/findUserinfo', {})).body.data!.avatar_url).toBeNull();
  });

  it('refuses what is not an image, or too large, in both languages, and keeps the avatar it had', async () => {
    await farmer.upload('/users/avatar', await widePng(), 'me.png', 'image/png');
    const before = await stored();
    const text = await farmer.upload('/users/avatar', Buffer.from('not an image at all'), 'me.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The avatar must be a PNG, JPEG or WebP image');
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...company.farmer);
    const huge = await zh.upload('/users/avatar', Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'big.png', 'image/png');
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('头像图片不能超过 2 MB');
    expect(await stored()).toEqual(before);
  });

  it('needs a session, and shows another user only to those who may see that user', async () => {
    await farmer.upload('/users/avatar', await widePng(), 'me.png', 'image/png');
    const url = (await farmer.post<{ avatar_url: string }>('/users/findUserinfo', {})).body.data!.avatar_url;
    expect((await fetch(new URL(url, server.origin))).status).toBe(401);
    expect((await new ApiClient(server.origin).upload('/users/avatar', await widePng(), 'x.png', 'image/png')).status).toBe(401);
    // Another company's user, without the user list's code.
    const grower = new ApiClient(server.origin);
    await grower.login(...otherCompany.users.grower!);
    expect((await fetchAvatar(grower, url)).status).toBe(403);
    // An agent holds the user list's code: it reads the avatar exactly when its user list holds the farmer.
    const agent = new ApiClient(server.origin);
    await agent.login(...company.agent);
    const agentSees = (await agent.get<{ rows: { id: number }[] }>('/users', { pageSize: 500 })).body.data!.rows.some((r) => r.id === farmerId);
    expect((await fetchAvatar(agent, url)).status).toBe(agentSees ? 200 : 404);
    // A user id that does not exist reads as not found, like one out of sight.
    expect((await fetchAvatar(agent, '/api/users/avatar/999999')).status).toBe(404);
    // Nobody removes another user's avatar: DELETE acts on one's own.
    expect((await agent.delete('/users/avatar')).status).toBe(200);
    expect(await stored()).toBeDefined();
  });
});
