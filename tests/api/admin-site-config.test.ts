import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let farmer: ApiClient;

beforeAll(async () => {
  // Own server: changes the platform-wide site settings, which every file on a server sees.
  server = await startTestServer();
  [admin, agent, farmer] = [new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([admin.login(...DEMO.admin), agent.login(...DEMO.agent), farmer.login(...DEMO.farmer)]);
});
afterAll(async () => {
  await server?.close();
});

const companyId = async (alias: string) =>
  (await server.app.database.db.selectFrom('companies').select('id').where('alias', '=', alias).executeTakeFirstOrThrow()).id;

const VALID = {
  platformName: { 'zh-CN': '渔业云平台', 'en-US': 'Fishery Cloud' },
  salesPhone: '021-5555 0000',
  mapTileProvider: 'custom',
  mapTileKey: '',
  mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
  mapTileCrs: 'gcj02',
  footer: {
    variant: 2,
    footer1: { copyright: 'Co. One', icpNumber: 'ICP-1', publicSecurityNumber: 'PS-1', publicSecurityLink: 'https://beian.example/1' },
    footer2: { copyright: 'Co. Two', publicSecurityNumber: 'PS-2' },
  },
};

async function storedConfig() {
  return server.app.database.db.selectFrom('site_config').select(['key', 'value']).orderBy('key').execute();
}

describe('site configuration writes', () => {
  it('lets the platform admin change it, and the public GET shows it', async () => {
    const saved = await admin.put('/site-config', VALID);
    expect(saved.status).toBe(200);
    const pub = await new ApiClient(server.origin).get('/site-config');
    expect(pub.body.data).toEqual({
      platformName: VALID.platformName,
      salesPhone: '021-5555 0000',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      footer: { variant: 2, copyright: 'Co. Two', icpNumber: null, publicSecurityNumber: 'PS-2', publicSecurityLink: null },
    });
    // The editor gets both footers back, so switching the variant loses nothing.
    const edit = await admin.get<typeof VALID>('/site-config/edit');
    expect(edit.body.data).toEqual(VALID);
    // No provider and no URL means the offline basemap.
    await admin.put('/site-config', { ...VALID, mapTileProvider: 'none', mapTileUrl: '' });
    expect((await admin.get<{ mapTileUrl: unknown }>('/site-config')).body.data!.mapTileUrl).toBeNull();
  });

  it('keeps Tianditu with its key, and the provider, key and system come back to the editor', async () => {
    const tianditu = { ...VALID, mapTileProvider: 'tianditu-img', mapTileKey: '0123456789abcdef0123456789ABCDEF', mapTileUrl: '', mapTileCrs: 'wgs84' };
    expect((await admin.put('/site-config', tianditu)).status).toBe(200);
    expect((await admin.get<typeof VALID>('/site-config/edit')).body.data).toEqual(tianditu);
  });

  it('refuses everyone but the platform admin, writing nothing', async () => {
    const before = await storedConfig();
    const byAgent = await agent.put('/site-config', { ...VALID, salesPhone: '110' });
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.message).toBe('Only the platform administrator may change the site configuration');
    expect((await farmer.put('/site-config', VALID)).status).toBe(403);
    expect((await farmer.get('/site-config/edit')).status).toBe(403);
    expect((await new ApiClient(server.origin).put('/site-config', VALID)).status).toBe(401);
    expect(await storedConfig()).toEqual(before);
  });

  it.each([
    ['a tile URL without {z}/{x}/{y}', { mapTileUrl: 'https://tiles.example.com/tile.png' }, 'The map tile URL must be an https address containing {z}, {x} and {y} (http only for a tile server on this machine); a custom provider needs one'],
    ['a tile URL that is not http(s)', { mapTileUrl: 'ftp://x/{z}/{x}/{y}' }, 'The map tile URL must be an https address containing {z}, {x} and {y} (http only for a tile server on this machine); a custom provider needs one'],
    ['a plain-http tile server elsewhere', { mapTileUrl: 'http://tiles.example.com/{z}/{x}/{y}.png' }, 'The map tile URL must be an https address containing {z}, {x} and {y} (http only for a tile server on this machine); a custom provider needs one'],
    ['a custom provider without a URL', { mapTileUrl: '' }, 'The map tile URL must be an https address containing {z}, {x} and {y} (http only for a tile server on this machine); a custom provider needs one'],
    ['Tianditu without a key', { mapTileProvider: 'tianditu-vec', mapTileUrl: '' }, 'The Tianditu key must be 32 hexadecimal characters'],
    ['a Tianditu key that is not 32 hex digits', { mapTileProvider: 'tianditu-vec', mapTileKey: 'my-key' }, 'The Tianditu key must be 32 hexadecimal characters'],
    ['an unknown provider', { mapTileProvider: 'google' }, 'The map basemap must be offline, Tianditu vector, Tianditu imagery, AMap roadmap, AMap satellite or custom'],
    ['an unknown coordinate system', { mapTileCrs: 'bd09' }, 'The tile coordinate system must be WGS84 or GCJ-02'],
    ['a filing link that is no URL', { footer: { ...VALID.footer, footer1: { ...VALID.footer.footer1, publicSecurityLink: 'beian page' } } }, 'The filing link must be an http(s) address'],
    ['footer variant 3', { footer: { ...VALID.footer, variant: 3 } }, 'Field footer.variant must be one of 1, 2'],
    ['an empty platform name', { platformName: { 'zh-CN': ' ', 'en-US': 'x' } }, 'Platform name cannot be empty'],
    ['a sales phone with letters', { salesPhone: 'call us' }, 'Sales phone format is incorrect'],
  ])('answers 400 for %s and changes nothing', async (_name, patch, message) => {
    const before = await storedConfig();
    const res = await admin.put('/site-config', { ...VALID, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedConfig()).toEqual(before);
  });
});

/** Issue 39: the big screens and the location picker draw the configured tiles for users without the sites screen. */
describe('GET /site-config/map-tiles', () => {
  it('gives every signed-in user, of any company, the configured tiles and their system; null when offline', async () => {
    expect((await admin.put('/site-config', VALID)).status).toBe(200);
    const custom = { layers: ['https://tiles.example.com/{z}/{x}/{y}.png'], crs: 'gcj02' };
    for (const user of [farmer, agent, admin]) {
      const res = await user.get('/site-config/map-tiles');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(custom);
    }
    // Tianditu: the picture and its annotations, the key in the URL.
    const key = '0123456789abcdef0123456789ABCDEF';
    await admin.put('/site-config', { ...VALID, mapTileProvider: 'tianditu-vec', mapTileKey: key, mapTileUrl: '', mapTileCrs: 'wgs84' });
    const tianditu = (await farmer.get<{ layers: string[]; crs: string }>('/site-config/map-tiles')).body.data!;
    expect(tianditu.crs).toBe('wgs84');
    expect(tianditu.layers).toHaveLength(2);
    expect(tianditu.layers.every((url) => url.startsWith('https://t0.tianditu.gov.cn/') && url.endsWith(`tk=${key}`))).toBe(true);
    await admin.put('/site-config', { ...VALID, mapTileProvider: 'none', mapTileUrl: '' });
    expect((await farmer.get('/site-config/map-tiles')).body.data).toBeNull();
  });

  it('answers 401 without a session: a Tianditu URL carries the key', async () => {
    const res = await new ApiClient(server.origin).get('/site-config/map-tiles');
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c8f0510000000049454e44ae426082', 'hex');
const GIF = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

function upload(client: ApiClient, company: number, kind: string, bytes: Buffer, name = 'bg.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.origin}/api/site-config/company-display?company=${company}&kind=${kind}`, {
    method: 'POST',
    headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': 'en-US', 'x-forwarded-for': client.ip },
    body: form,
  });
}

describe('company display images', () => {
  it('stores an uploaded PNG and serves it publicly at /ftpfile/loginbgc', async () => {
    const fish = await companyId('Nanxun Aquaculture Base');
    const res = await upload(admin, fish, 'bg', PNG);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { url: string; mime: string; size: number } };
    expect(body.data).toMatchObject({ mime: 'image/png', size: PNG.length });
    const image = await fetch(`${server.origin}/api/ftpfile/loginbgc?company=${fish}&kind=bg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(`${server.origin}/api/ftpfile/loginbgc?company=${fish}&kind=bg`, { headers: { 'if-none-match': image.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const display = await new ApiClient(server.origin).get<{ bg: string | null; logo: string | null }>('/site-config/company-display', { company: fish });
    expect(display.body.data!.bg).toMatch(/^\/api\/ftpfile\/loginbgc\?company=\d+&kind=bg&v=/);
    expect(display.body.data!.logo).toBeNull();
    expect((await fetch(`${server.origin}/api/ftpfile/loginbgc?company=${fish}&kind=logo`)).status).toBe(404);
  });

  it('refuses other image types and files over 2 MB, storing nothing', async () => {
    const reservoir = await companyId('Qiandao Lake Reservoir Authority');
    const gif = await upload(admin, reservoir, 'logo', GIF, 'logo.gif', 'image/gif');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { message: string }).message).toBe('Only PNG, JPEG or WebP images are accepted');
    // A text file named like a PNG is still not a PNG.
    const fake = await upload(admin, reservoir, 'logo', Buffer.from('not an image'), 'logo.png', 'image/png');
    expect(fake.status).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(admin, reservoir, 'bg', big);
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as { message: string }).message).toBe('The image must be at most 2 MB');
    const rows = await server.app.database.db.selectFrom('company_display').select('kind').where('company_id', '=', reservoir).execute();
    expect(rows).toEqual([]);
  });

  it("lets an agent set only its companies' images and never an ordinary customer", async () => {
    const reservoir = await companyId('Qiandao Lake Reservoir Authority');
    const greenhouse = await companyId('Shouguang Greenhouse Cooperative');
    expect((await upload(agent, reservoir, 'logo', PNG)).status).toBe(200);
    const foreign = await upload(agent, greenhouse, 'logo', PNG);
    expect(foreign.status).toBe(403);
    const fish = await companyId('Nanxun Aquaculture Base');
    expect((await upload(farmer, fish, 'logo', PNG)).status).toBe(403);
    const list = await agent.get<Array<{ company_id: number; logo: unknown }>>('/site-config/company-displays');
    expect(list.body.data!.map((r) => r.company_id).sort()).toEqual([fish, reservoir].sort());
    expect(list.body.data!.find((r) => r.company_id === reservoir)?.logo).toMatchObject({ mime: 'image/png' });
    expect((await agent.delete(`/site-config/company-display?company=${greenhouse}&kind=logo`)).status).toBe(403);
    expect((await agent.delete(`/site-config/company-display?company=${reservoir}&kind=logo`)).status).toBe(200);
    expect((await fetch(`${server.origin}/api/ftpfile/loginbgc?company=${reservoir}&kind=logo`)).status).toBe(404);
  });
});
