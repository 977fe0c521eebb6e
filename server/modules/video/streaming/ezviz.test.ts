import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEzvizStub, TINY_JPEG, type CloudStub } from '../../../../tests/fixtures/camera-clouds';
import { EzvizProvider, fetchEzvizToken, parseEzvizTime } from './ezviz';
import { ProviderError, ProviderUnavailableError, type CameraRef } from './provider';

let stub: CloudStub;
let ezviz: EzvizProvider;
const camera: CameraRef = { deviceSerial: 'D12345678', channelNo: 1, provider: 'ezviz', motion: 0 };

beforeAll(async () => {
  stub = await startEzvizStub({ appKey: 'key1', appSecret: 'secret1', devices: { D12345678: [1, 2] } });
  ezviz = new EzvizProvider({ key: 'key1', secret: 'secret1', baseUrl: stub.baseUrl });
});
afterAll(() => stub.close());

describe('EZVIZ adapter', () => {
  it('gets a token once and reuses it', async () => {
    const first = await ezviz.token();
    const second = await ezviz.token();
    expect(first.accessToken).toMatch(/^at\./);
    expect(second.accessToken).toBe(first.accessToken);
    expect(first.expireTime).toBeGreaterThan(Date.now());
    expect(stub.calls.filter((c) => c.path === '/api/lapp/token/get')).toHaveLength(1);
  });

  it('asks for a live address with the protocol number and parses the China-time expiry', async () => {
    const hls = await ezviz.liveAddress(camera, { protocol: 'hls' });
    expect(hls.url).toMatch(/D12345678_1_2\.m3u8$/);
    expect(hls.expireTime).toBeGreaterThan(Date.now() + 3600_000);
    const flv = await ezviz.liveAddress({ ...camera, channelNo: 2 }, { protocol: 'flv' });
    expect(flv).toMatchObject({ protocol: 'flv' });
    expect(flv.url).toMatch(/\.flv$/);
    const sent = stub.calls.filter((c) => c.path === '/api/lapp/v2/live/address/get').map((c) => c.params.protocol);
    expect(sent).toEqual(['2', '4']);
  });

  it('sends PTZ start with the direction code and speed, and stop', async () => {
    await ezviz.ptz(camera, { action: 'start', direction: 'zoomin', speed: 2 });
    await ezviz.ptz(camera, { action: 'stop', direction: 'zoomin' });
    const [start, stop] = stub.calls.filter((c) => c.path.startsWith('/api/lapp/device/ptz/'));
    expect(start).toMatchObject({ path: '/api/lapp/device/ptz/start', params: { direction: '8', speed: '2', channelNo: '1' } });
    expect(stop).toMatchObject({ path: '/api/lapp/device/ptz/stop', params: { direction: '8' } });
  });

  it('captures a picture URL that serves a JPEG', async () => {
    const shot = await ezviz.capture(camera);
    expect(shot.kind).toBe('url');
    const res = await fetch((shot as { url: string }).url);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('renews an expired token once (code 10002) and lists cameras', async () => {
    stub.expireTokens();
    const cameras = await ezviz.list();
    expect(cameras.map((c) => `${c.deviceSerial}/${c.channelNo}`)).toEqual(['D12345678/1', 'D12345678/2']);
    expect(stub.calls.filter((c) => c.path === '/api/lapp/token/get')).toHaveLength(2);
  });

  it('reports platform refusals with their code, and missing credentials as not configured', async () => {
    await expect(ezviz.liveAddress({ ...camera, deviceSerial: 'NOPE' }, { protocol: 'hls' })).rejects.toMatchObject({ code: '20002' });
    await expect(fetchEzvizToken(stub.baseUrl, 'key1', 'wrong')).rejects.toBeInstanceOf(ProviderError);
    await expect(new EzvizProvider(null).token()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reads both time formats', () => {
    expect(parseEzvizTime('2026-01-02 08:00:00', 0)).toBe(Date.parse('2026-01-02T00:00:00Z'));
    expect(parseEzvizTime(1_700_000_000_000, 0)).toBe(1_700_000_000_000);
    expect(parseEzvizTime(undefined, 42)).toBe(42);
  });
});
