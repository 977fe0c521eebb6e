import { createHash, randomUUID } from 'node:crypto';
import type { PlatformCredentials } from './settings';
import {
  ProviderError,
  ProviderUnavailableError,
  TokenCache,
  type AccessToken,
  type CameraProvider,
  type CameraRef,
  type Capture,
  type LiveAddress,
  type PtzCommand,
  type PtzResult,
  type RemoteCamera,
} from './provider';
import type { PtzDirection } from './ptz';

const REQUEST_TIMEOUT_MS = 8_000;
const TOKEN_OVERDUE = 'TK1002';
const LIVE_EXISTS = 'LV1001';
const LIVE_MISSING = 'LV1002';
/** A bound Imou live stream has no expiry; ask again after a day anyway. */
const ADDRESS_TTL_MS = 24 * 3600_000;
/** Imou moves for a duration instead of until a stop; a held button repeats 'start'. */
const MOVE_DURATION_MS = 1000;

/** controlMovePTZ operation codes (0 up ... 9 zoom out, 10 stop). */
export const IMOU_OPERATIONS: Record<PtzDirection | 'stop', string> = {
  up: '0',
  down: '1',
  left: '2',
  right: '3',
  zoomin: '8',
  zoomout: '9',
  stop: '10',
};

interface ImouResult<T> {
  code: string;
  msg?: string;
  data?: T;
}

/** sign = md5("time:{time},nonce:{nonce},appSecret:{secret}"), as the Imou open platform documents it. */
export function imouSign(time: number, nonce: string, appSecret: string): string {
  return createHash('md5').update(`time:${time},nonce:${nonce},appSecret:${appSecret}`).digest('hex');
}

/**
 * Imou (乐橙) open platform: JSON POSTs to {base}/openapi/<method> carrying a signed `system` block.
 * Token (accessToken, renewed once on TK1002, following `currentDomain` when the platform names
 * one), kit token for the browser player, HLS live streams (getLiveStreamInfo, binding one with
 * bindDeviceLive when none exists), controlMovePTZ and setDeviceSnapEnhanced.
 */
export class ImouProvider implements CameraProvider {
  readonly name = 'imou' as const;
  private readonly tokens = new TokenCache(() => this.fetchToken());
  private domain: string | null = null;

  constructor(private readonly credentials: PlatformCredentials | null) {}

  available(): boolean {
    return this.credentials !== null;
  }

  private config(): PlatformCredentials {
    if (!this.credentials) throw new ProviderUnavailableError('Imou is not configured');
    return this.credentials;
  }

  /** One signed request; returns the `result` block whatever its code. */
  private async request<T>(method: string, params: Record<string, unknown>): Promise<ImouResult<T>> {
    const { key, secret, baseUrl } = this.config();
    const time = Math.floor(Date.now() / 1000);
    const nonce = randomUUID();
    const res = await fetch(`${this.domain ?? baseUrl}/openapi/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ system: { ver: '1.0', appId: key, sign: imouSign(time, nonce, secret), time, nonce }, params, id: nonce }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new ProviderError(String(res.status), `Imou ${method} answered HTTP ${res.status}`);
    const body = (await res.json()) as { result?: ImouResult<T> };
    if (!body.result) throw new ProviderError('format', `Imou ${method} answered without a result`);
    return body.result;
  }

  token(): Promise<AccessToken> {
    return this.tokens.get();
  }

  private async fetchToken(): Promise<AccessToken> {
    const result = await this.request<{ accessToken: string; expireTime: number; currentDomain?: string }>('accessToken', {});
    if (result.code !== '0' || !result.data) throw new ProviderError(result.code, result.msg ?? 'token refused');
    if (result.data.currentDomain) this.domain = result.data.currentDomain.replace(/\/+$/, '');
    // expireTime is the seconds the token has left.
    return { accessToken: result.data.accessToken, expireTime: Date.now() + Number(result.data.expireTime) * 1000 };
  }

  /** A token-bearing call; an overdue token is renewed once. Other codes are returned to the caller. */
  private async call<T>(method: string, params: Record<string, unknown>): Promise<ImouResult<T>> {
    for (let attempt = 0; ; attempt++) {
      const { accessToken } = await this.token();
      const result = await this.request<T>(method, { token: accessToken, ...params });
      if (result.code === TOKEN_OVERDUE && attempt === 0) {
        this.tokens.drop();
        continue;
      }
      return result;
    }
  }

  private async callOk<T>(method: string, params: Record<string, unknown>): Promise<T | undefined> {
    const result = await this.call<T>(method, params);
    if (result.code !== '0') throw new ProviderError(result.code, result.msg ?? `Imou ${method} failed`);
    return result.data;
  }

  /** POST /openapi/getKitToken: a device token for Imou's browser player (type 0 all, 1 live, 2 playback, 6 PTZ). */
  async kitToken(deviceId: string, channelId: string, type = 0): Promise<{ kitToken: string; expireTime: number }> {
    const data = await this.callOk<{ kitToken: string; expireTime: number }>('getKitToken', { deviceId, channelId, type });
    if (!data?.kitToken) throw new ProviderError('empty', 'Imou returned no kit token');
    return { kitToken: data.kitToken, expireTime: Date.now() + Number(data.expireTime) * 1000 };
  }

  async liveAddress(camera: CameraRef): Promise<LiveAddress> {
    const target = { deviceId: camera.deviceSerial, channelId: String(camera.channelNo) };
    type Streams = { streams?: Array<{ hls: string; streamId: number }> };
    let result = await this.call<Streams>('getLiveStreamInfo', target);
    if (result.code === LIVE_MISSING) {
      result = await this.call<Streams>('bindDeviceLive', { ...target, streamId: 1 });
      if (result.code === LIVE_EXISTS) result = await this.call<Streams>('getLiveStreamInfo', target);
    }
    if (result.code !== '0') throw new ProviderError(result.code, result.msg ?? 'Imou live stream failed');
    const streams = result.data?.streams ?? [];
    // streamId 1 is the SD sub-stream: the right size for a wall of many cells.
    const stream = streams.find((s) => s.streamId === 1) ?? streams[0];
    if (!stream?.hls) throw new ProviderError('empty', 'Imou returned no live stream');
    return { url: stream.hls, protocol: 'hls', expireTime: Date.now() + ADDRESS_TTL_MS };
  }

  /** Raw controlMovePTZ with an Imou operation code (POST /imou/controlMovePTZ passes the caller's). */
  async move(deviceId: string, channelId: string, operation: string, duration = MOVE_DURATION_MS): Promise<void> {
    await this.callOk('controlMovePTZ', { deviceId, channelId, operation, duration });
  }

  async ptz(camera: CameraRef, command: PtzCommand): Promise<PtzResult> {
    const operation = command.action === 'stop' || !command.direction ? IMOU_OPERATIONS.stop : IMOU_OPERATIONS[command.direction];
    await this.move(camera.deviceSerial, String(camera.channelNo), operation);
    return null;
  }

  async capture(camera: CameraRef): Promise<Capture> {
    const data = await this.callOk<{ url: string }>('setDeviceSnapEnhanced', {
      deviceId: camera.deviceSerial,
      channelId: String(camera.channelNo),
    });
    if (!data?.url) throw new ProviderError('empty', 'Imou returned no snapshot');
    return { kind: 'url', url: data.url };
  }

  async list(): Promise<RemoteCamera[]> {
    type Device = { deviceId: string; deviceStatus?: string; channelList?: Array<{ channelId: string; channelName?: string; channelStatus?: string }> };
    const data = await this.callOk<{ deviceList?: Device[] }>('listDeviceDetailsByPage', { page: 1, pageSize: 50 });
    return (data?.deviceList ?? []).flatMap((device) =>
      (device.channelList ?? []).map((channel) => ({
        deviceSerial: device.deviceId,
        channelNo: Number(channel.channelId),
        name: channel.channelName ?? device.deviceId,
        online: (channel.channelStatus ?? device.deviceStatus) === 'online',
      })),
    );
  }
}
