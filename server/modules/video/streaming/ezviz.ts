import type { PlatformCredentials } from './settings';
import { EZVIZ_DIRECTION_CODES } from './ptz';
import {
  ProviderError,
  ProviderUnavailableError,
  TokenCache,
  type AccessToken,
  type CameraProvider,
  type CameraRef,
  type Capture,
  type LiveAddress,
  type LiveProtocol,
  type PtzCommand,
  type PtzResult,
  type RemoteCamera,
} from './provider';

const REQUEST_TIMEOUT_MS = 8_000;
/** Refresh the token this long before the platform says it expires. */
const TOKEN_EXPIRED = '10002';
/** EZVIZ protocol numbers of /api/lapp/v2/live/address/get. */
const PROTOCOL_CODES: Record<LiveProtocol, number> = { hls: 2, flv: 4 };
const ADDRESS_TTL_SECONDS = 24 * 3600;

interface EzvizBody<T> {
  code: string;
  msg?: string;
  data?: T;
}

/** Times come back as epoch ms, or as "yyyy-MM-dd HH:mm:ss" in China time. */
export function parseEzvizTime(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) {
    return Date.parse(`${value.replace(' ', 'T')}+08:00`);
  }
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return fallback;
}

/** POSTs a form to the EZVIZ open platform and unwraps its `{code, msg, data}` answer. */
async function post<T>(baseUrl: string, path: string, form: Record<string, string | number>): Promise<EzvizBody<T>> {
  const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new ProviderError(String(res.status), `EZVIZ ${path} answered HTTP ${res.status}`);
  return (await res.json()) as EzvizBody<T>;
}

/** POST /api/lapp/token/get with any key pair (GET /ysCamera/accesstoken/get passes the caller's). */
export async function fetchEzvizToken(baseUrl: string, appKey: string, appSecret: string): Promise<AccessToken> {
  const body = await post<{ accessToken: string; expireTime: number }>(baseUrl, '/api/lapp/token/get', { appKey, appSecret });
  if (body.code !== '200' || !body.data) throw new ProviderError(body.code, body.msg ?? 'token refused');
  return { accessToken: body.data.accessToken, expireTime: parseEzvizTime(body.data.expireTime, Date.now() + 3600_000) };
}

/**
 * EZVIZ (萤石) open platform: token, live address (HLS or FLV), PTZ start/stop, capture and the
 * camera list, with the app key and secret from EZVIZ_APP_KEY / EZVIZ_APP_SECRET. The token is
 * cached and renewed once when the platform answers 10002 (expired).
 */
export class EzvizProvider implements CameraProvider {
  readonly name = 'ezviz' as const;
  private readonly tokens = new TokenCache(() => {
    const { baseUrl, key, secret } = this.config();
    return fetchEzvizToken(baseUrl, key, secret);
  });

  constructor(private readonly credentials: PlatformCredentials | null) {}

  available(): boolean {
    return this.credentials !== null;
  }

  private config(): PlatformCredentials {
    if (!this.credentials) throw new ProviderUnavailableError('EZVIZ is not configured');
    return this.credentials;
  }

  token(): Promise<AccessToken> {
    return this.tokens.get();
  }

  /** Calls a token-bearing endpoint; an expired token is renewed once. */
  private async call<T>(path: string, form: Record<string, string | number>): Promise<T | undefined> {
    const { baseUrl } = this.config();
    for (let attempt = 0; ; attempt++) {
      const { accessToken } = await this.token();
      const body = await post<T>(baseUrl, path, { accessToken, ...form });
      if (body.code === '200') return body.data;
      if (body.code === TOKEN_EXPIRED && attempt === 0) {
        this.tokens.drop();
        continue;
      }
      throw new ProviderError(body.code, body.msg ?? `EZVIZ ${path} failed`);
    }
  }

  async liveAddress(camera: CameraRef, options: { protocol: LiveProtocol }): Promise<LiveAddress> {
    const data = await this.call<{ url: string; expireTime?: unknown }>('/api/lapp/v2/live/address/get', {
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
      protocol: PROTOCOL_CODES[options.protocol],
      quality: 2,
      expireTime: ADDRESS_TTL_SECONDS,
    });
    if (!data?.url) throw new ProviderError('empty', 'EZVIZ returned no live address');
    return {
      url: data.url,
      protocol: options.protocol,
      expireTime: parseEzvizTime(data.expireTime, Date.now() + ADDRESS_TTL_SECONDS * 1000),
    };
  }

  async ptz(camera: CameraRef, command: PtzCommand): Promise<PtzResult> {
    const base: Record<string, string | number> = { deviceSerial: camera.deviceSerial, channelNo: camera.channelNo };
    const direction: Record<string, number> = command.direction ? { direction: EZVIZ_DIRECTION_CODES[command.direction] } : {};
    if (command.action === 'start') {
      await this.call('/api/lapp/device/ptz/start', { ...base, ...direction, speed: command.speed ?? 1 });
    } else {
      await this.call('/api/lapp/device/ptz/stop', { ...base, ...direction });
    }
    return null;
  }

  async capture(camera: CameraRef): Promise<Capture> {
    const data = await this.call<{ picUrl: string }>('/api/lapp/device/capture', {
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
    });
    if (!data?.picUrl) throw new ProviderError('empty', 'EZVIZ returned no picture');
    return { kind: 'url', url: data.picUrl };
  }

  async list(): Promise<RemoteCamera[]> {
    const rows = await this.call<Array<{ deviceSerial: string; channelNo: number; channelName?: string; status?: number }>>(
      '/api/lapp/camera/list',
      { pageStart: 0, pageSize: 50 },
    );
    return (rows ?? []).map((row) => ({
      deviceSerial: row.deviceSerial,
      channelNo: Number(row.channelNo),
      name: row.channelName ?? row.deviceSerial,
      online: row.status === 1,
    }));
  }
}
