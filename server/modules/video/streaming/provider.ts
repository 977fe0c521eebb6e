import type { PtzDirection, PtzState } from './ptz';

/**
 * One interface over every camera source: the ffmpeg-made `sim` cameras and the EZVIZ and Imou
 * open platforms. Services pick the provider from the camera's row and never care which it is.
 */
export type ProviderName = 'sim' | 'ezviz' | 'imou' | 'rtsp';
export const PROVIDER_NAMES: ProviderName[] = ['sim', 'ezviz', 'imou', 'rtsp'];

/** An rtsp camera's source as stored: the password still sealed (credential-box.ts). */
export interface RtspRef {
  url: string | null;
  user: string | null;
  sealedPassword: string | null;
  transport: 'tcp' | 'udp';
  onvifUrl: string | null;
}

/** What a provider needs to know about a camera (a row of `cameras`). */
export interface CameraRef {
  deviceSerial: string;
  channelNo: number;
  provider: ProviderName;
  /** sim only: 0..1. */
  motion: number;
  /** rtsp only. */
  rtsp?: RtspRef;
}

export type LiveProtocol = 'hls' | 'flv';

export interface LiveAddress {
  url: string;
  /** What the URL actually carries (a sim camera always answers HLS). */
  protocol: LiveProtocol;
  /** Epoch milliseconds after which the address must be asked again. */
  expireTime: number;
}

export interface PtzCommand {
  /** 'preset': go to the camera's stored position `preset` (ONVIF cameras). */
  action: 'start' | 'stop' | 'preset';
  preset?: string;
  direction?: PtzDirection;
  /** 0 slow, 1 normal, 2 fast. */
  speed?: number;
}

/** Providers that know the position report it (sim); the platforms only acknowledge. */
export type PtzResult = PtzState | null;

export type Capture = { kind: 'jpeg'; data: Buffer } | { kind: 'url'; url: string };

export interface AccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expireTime: number;
}

/** Renew a platform token this long before the platform says it expires (clocks and requests in flight). */
const TOKEN_MARGIN_MS = 60_000;

/** A camera platform's access token, fetched on first use and again near its expiry or after a refusal. */
export class TokenCache {
  private current: AccessToken | null = null;

  constructor(private readonly fetchToken: () => Promise<AccessToken>) {}

  async get(): Promise<AccessToken> {
    if (!this.current || this.current.expireTime - TOKEN_MARGIN_MS < Date.now()) this.current = await this.fetchToken();
    return this.current;
  }

  /** Forgets the token: the platform answered that it has expired. */
  drop(): void {
    this.current = null;
  }
}

export interface RemoteCamera {
  deviceSerial: string;
  channelNo: number;
  name: string;
  online: boolean;
}

export interface CameraProvider {
  readonly name: ProviderName;
  /** False when the provider cannot work here (no ffmpeg, no credentials). */
  available(): boolean;
  token(): Promise<AccessToken>;
  liveAddress(camera: CameraRef, options: { protocol: LiveProtocol }): Promise<LiveAddress>;
  ptz(camera: CameraRef, command: PtzCommand): Promise<PtzResult>;
  capture(camera: CameraRef): Promise<Capture>;
  list(): Promise<RemoteCamera[]>;
}

/** The provider is not set up (spec: "Video monitoring is not enabled/configured"). */
export class ProviderUnavailableError extends Error {}

/** The camera has no pan/tilt/zoom here (an rtsp camera without an ONVIF address, presets on a platform). */
export class PtzUnsupportedError extends Error {}

/** The platform refused or failed; `code` is its own error code. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Folder and URL name of a camera's stream. */
export function streamKey(camera: Pick<CameraRef, 'deviceSerial' | 'channelNo'>): string {
  return camera.channelNo === 1 ? camera.deviceSerial : `${camera.deviceSerial}-${camera.channelNo}`;
}
