import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImouStub, TINY_JPEG, type CloudStub } from '../../../../tests/fixtures/camera-clouds';
import { ImouProvider, imouSign } from './imou';
import { ProviderError, type CameraRef } from './provider';

let stub: CloudStub;
let imou: ImouProvider;
const camera: CameraRef = { deviceSerial: '6C0A1B2PAZ', channelNo: 0, provider: 'imou', motion: 0 };

beforeAll(async () => {
  stub = await startImouStub({ appId: 'lc1234', appSecret: 's3cret', devices: { '6C0A1B2PAZ': ['0'] } });
  imou = new ImouProvider({ key: 'lc1234', secret: 's3cret', baseUrl: stub.baseUrl });
});
afterAll(() => stub.close());

describe('Imou adapter', () => {
  it('signs as documented: md5 of time, nonce and secret', () => {
    // md5("time:1599013514,nonce:abc,appSecret:secret"), computed independently with md5sum.
    expect(imouSign(1599013514, 'abc', 'secret')).toBe('e3948231e241de747c75bde35192405b');
  });

  it('gets a token with a signed request, and a kit token for the player', async () => {
    const token = await imou.token();
    expect(token.accessToken).toMatch(/^At_/);
    const kit = await imou.kitToken('6C0A1B2PAZ', '0', 1);
    expect(kit.kitToken).toMatch(/^Kt_/);
    expect(kit.expireTime).toBeGreaterThan(Date.now() + 7000_000);
    expect(stub.calls.find((c) => c.path === 'getKitToken')?.params).toMatchObject({ deviceId: '6C0A1B2PAZ', channelId: '0', type: 1, token: token.accessToken });
  });

  it('binds a live stream when none exists, then reuses it (SD sub-stream)', async () => {
    const first = await imou.liveAddress(camera);
    expect(first.url).toMatch(/\/6C0A1B2PAZ\/0\/1\/live\.m3u8$/);
    const second = await imou.liveAddress(camera);
    expect(second.url).toBe(first.url);
    expect(stub.calls.map((c) => c.path).filter((p) => /Live/.test(p))).toEqual(['getLiveStreamInfo', 'bindDeviceLive', 'getLiveStreamInfo']);
  });

  it('moves with operation codes and stops with 10', async () => {
    await imou.ptz(camera, { action: 'start', direction: 'left' });
    await imou.ptz(camera, { action: 'stop' });
    const moves = stub.calls.filter((c) => c.path === 'controlMovePTZ').map((c) => c.params.operation);
    expect(moves).toEqual(['2', '10']);
  });

  it('snaps a picture whose URL serves a JPEG a moment later', async () => {
    const shot = await imou.capture(camera);
    expect(shot.kind).toBe('url');
    const url = (shot as { url: string }).url;
    expect((await fetch(url)).status).toBe(404);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('renews an overdue token (TK1002) once and lists the channels', async () => {
    stub.expireTokens();
    const cameras = await imou.list();
    expect(cameras).toEqual([{ deviceSerial: '6C0A1B2PAZ', channelNo: 0, name: '6C0A1B2PAZ-0', online: true }]);
    expect(stub.calls.filter((c) => c.path === 'accessToken')).toHaveLength(2);
  });

  it('passes a refusal on with its code; a wrong secret fails the signature', async () => {
    await expect(imou.capture({ ...camera, deviceSerial: 'UNKNOWN' })).rejects.toMatchObject({ code: 'DV1002' });
    const wrong = new ImouProvider({ key: 'lc1234', secret: 'nope', baseUrl: stub.baseUrl });
    await expect(wrong.token()).rejects.toBeInstanceOf(ProviderError);
    await expect(wrong.token()).rejects.toMatchObject({ code: 'SN1001' });
  });
});
