import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { startQWeatherDouble, type QWeatherDouble } from '../helpers/qweather-double';
import type { WeatherResult } from '../../shared/contract/api/weather';

/**
 * POST /apiWeather: the stations' own readings, the QWeather forecast through its adapter against
 * a local double (its documented answers and error codes), the caller's scope and codes.
 */
let server: TestServer;
let double: QWeatherDouble;
let fishscreen: ApiClient;
let fishscreenZh: ApiClient;
let grower: ApiClient;
let sites: Record<'fish' | 'greenhouse', number>;
const db = () => server.app.database.db;
const weather = (client: ApiClient, body: Record<string, unknown> = {}) => client.post<WeatherResult>('/apiWeather', body);

/** The adapter reads its settings per call, so each case sets its own key (the double's behaviour). */
function useKey(key: string | undefined, host = double.origin) {
  if (key === undefined) delete process.env.QWEATHER_KEY;
  else process.env.QWEATHER_KEY = key;
  process.env.QWEATHER_HOST = host;
}

beforeAll(async () => {
  // Own server: start-time configuration (QWEATHER_KEY and QWEATHER_HOST to its own double).
  [server, double] = await Promise.all([startTestServer(), startQWeatherDouble()]);
  fishscreen = new ApiClient(server.origin);
  fishscreenZh = new ApiClient(server.origin, 'zh-CN');
  grower = new ApiClient(server.origin);
  await Promise.all([fishscreen.login('fishscreen', 'fish12345'), fishscreenZh.login('fishscreen', 'fish12345'), grower.login('grower', 'grower123')]);
  const rows = await db().selectFrom('sites').innerJoin('companies', 'companies.id', 'sites.tenant_id').select(['sites.id', 'companies.alias']).execute();
  sites = { fish: rows.find((r) => r.alias?.startsWith('Nanxun'))!.id, greenhouse: rows.find((r) => r.alias?.startsWith('Shouguang'))!.id };
  const ts = Date.now() - 60_000;
  expect(await server.app.ingest.submit('ET000001', { ts, values: { air_temp: 21.5, air_humidity: 66 } })).toEqual({ accepted: true });
  await vi.waitFor(async () => expect(await db().selectFrom('telemetry_latest').select('value').where('device_id', '=', 'ET000001').execute()).toHaveLength(2), { timeout: 5000 });
});

afterEach(() => useKey(undefined));

afterAll(async () => {
  delete process.env.QWEATHER_HOST;
  await Promise.all([server?.close(), double?.close()]);
});

describe('POST /apiWeather: stations', () => {
  it('answers the station part and says the forecast is not configured without a key', async () => {
    useKey(undefined);
    const res = await weather(fishscreen, { device_id: 'ET000001' });
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.stations).toEqual([expect.objectContaining({ device_id: 'ET000001', air_temp: 21.5, air_humidity: 66, rainfall: null })]);
    expect(data.current).toMatchObject({ air_temp: 21.5, air_humidity: 66, wind_speed: null });
    expect(data.forecast).toMatchObject({ status: 'not_configured', daily: [], message: expect.stringContaining('QWEATHER_KEY') });
    expect((await weather(fishscreenZh)).body.data!.forecast.message).toContain('未配置');
    expect(double.requests).toHaveLength(0);
  });

  it('finds the stations of a site within its radius, and of a device near a station', async () => {
    const bySite = await weather(fishscreen, { site: sites.fish });
    expect(bySite.body.data!.stations.map((s) => s.device_id)).toEqual(['ET000001']);
    expect(bySite.body.data!.location).toMatchObject({ name: expect.any(String), longitude: expect.any(Number) });
    const byPond = await weather(fishscreen, { device_id: 'AW00001' });
    expect(byPond.body.data!.stations.map((s) => s.device_id)).toEqual(['ET000001']);
  });

  it("keeps another company's stations, devices and sites out of reach", async () => {
    expect((await weather(grower, { device_id: 'ET000001' })).status).toBe(404);
    expect((await weather(grower, { site: sites.fish })).status).toBe(404);
    const own = await weather(grower);
    expect(own.status).toBe(200);
    expect(own.body.data!.stations).toEqual([]);
    expect(own.body.data!.current.air_temp).toBeNull();
    expect((await weather(grower, { site: sites.greenhouse })).status).toBe(200);
  });

  it('refuses bad input naming the field, a caller without a session or the code', async () => {
    const bad = await weather(fishscreen, { site: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('site');
    expect((await weather(fishscreenZh, { device_id: '' })).body.message).toMatch(/device_id.*(字符|不能)/);
    expect((await weather(new ApiClient(server.origin))).status).toBe(401);
    const farmer = await db().selectFrom('users').select('id').where('user_name', '=', 'farmer').executeTakeFirstOrThrow();
    await db().deleteFrom('user_access').where('user_id', '=', farmer.id).where('code', 'in', ['1001', '11']).execute();
    const lacking = new ApiClient(server.origin);
    await lacking.login(...DEMO.farmer);
    expect((await weather(lacking)).status).toBe(403);
  });
});

describe('POST /apiWeather: the QWeather adapter against its double', () => {
  it('answers seven days as numbers, asking for the place in lon,lat and the caller language', async () => {
    useKey('good-key');
    const res = await weather(fishscreen, { site: sites.fish });
    const forecast = res.body.data!.forecast;
    expect(forecast).toMatchObject({ status: 'ok', code: null, updateTime: '2026-11-25T08:35+08:00' });
    expect(forecast.daily).toHaveLength(7);
    expect(forecast.daily[0]).toMatchObject({ tempMax: 20, tempMin: 10, textDay: '晴', windDirDay: '东风', windScaleDay: '1-3', humidity: 60, precip: 0 });
    const asked = double.requests.at(-1)!;
    expect(asked).toMatchObject({ path: '/v7/weather/7d', key: 'good-key', lang: 'en' });
    expect(asked.location).toMatch(/^\d+\.\d{2},\d+\.\d{2}$/);
    // A second look within the cache period does not call the provider again.
    const before = double.requests.length;
    await weather(fishscreen, { site: sites.fish });
    expect(double.requests.length).toBe(before);
    await weather(fishscreenZh, { site: sites.fish });
    expect(double.requests.at(-1)!.lang).toBe('zh');
  });

  it.each([
    ['code-204', '204', 'no data'],
    ['code-400', '400', 'refused the request'],
    ['code-401', '401', 'API key'],
    ['code-402', '402', 'quota'],
    ['code-403', '403', 'denies access'],
    ['code-404', '404', 'does not know this place'],
    ['code-429', '429', 'Too many requests'],
    ['code-500', '500', 'failed'],
    ['http-401', '401', 'API key'],
    ['http-429', '429', 'Too many requests'],
    ['garbage', 'bad_response', 'unreadable'],
  ])('reports the provider answer %s as error %s and keeps the stations', async (key, code, words) => {
    useKey(key);
    const res = await weather(fishscreen, { device_id: 'ET000001' });
    expect(res.status).toBe(200);
    expect(res.body.data!.forecast).toMatchObject({ status: 'error', code, daily: [] });
    expect(res.body.data!.forecast.message).toContain(words);
    expect(res.body.data!.current.air_temp).toBe(21.5);
  });

  it('says an error in the caller language, and names a provider that cannot be reached', async () => {
    useKey('code-402');
    expect((await weather(fishscreenZh, { device_id: 'ET000001' })).body.data!.forecast.message).toContain('余额不足');
    useKey('good-key', 'http://127.0.0.1:9');
    expect((await weather(fishscreen, { device_id: 'ET000001' })).body.data!.forecast).toMatchObject({ status: 'error', code: 'unreachable' });
  });
});
