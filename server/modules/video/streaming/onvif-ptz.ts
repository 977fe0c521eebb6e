import { Cam } from 'onvif';
import { ProviderError } from './provider';
import type { PtzDirection } from './ptz';

/** ONVIF calls wait this long for the camera (the library's own default is two minutes). */
const REQUEST_TIMEOUT_MS = 8_000;
/** A move with no stop (a client that vanished) ends by itself, as a sim camera's does. */
const MOVE_TIMEOUT_MS = 15_000;
/** The spec's speeds 0 slow, 1 normal, 2 fast as ONVIF's generic velocity (-1..1). */
const VELOCITY = [0.25, 0.5, 1];
/** A connection is made again after this long, so a camera that rebooted or changed its profiles is read anew. */
const CONNECTION_TTL_MS = 10 * 60_000;
/** Preset tokens go into the SOAP body as they are (the library does not escape them). */
export const PRESET_TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;

export interface OnvifTarget {
  /** http(s) address of the device service, e.g. http://192.168.1.64/onvif/device_service. */
  url: string;
  user: string | null;
  password: string | null;
}

export interface OnvifPreset {
  token: string;
  name: string;
}

/** The velocity of a move: pan x (right +), tilt y (up +), zoom (in +). */
export function velocityOf(direction: PtzDirection, speed: number): { x?: number; y?: number; zoom?: number } {
  const v = VELOCITY[Math.min(VELOCITY.length - 1, Math.max(0, Math.round(speed)))];
  switch (direction) {
    case 'left':
      return { x: -v, y: 0 };
    case 'right':
      return { x: v, y: 0 };
    case 'up':
      return { x: 0, y: v };
    case 'down':
      return { x: 0, y: -v };
    case 'zoomin':
      return { zoom: v };
    case 'zoomout':
      return { zoom: -v };
  }
}

function settle<T>(run: (done: (err: Error | null, data?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((err, data) => (err ? reject(new ProviderError('onvif', err.message)) : resolve(data as T)));
  });
}

/**
 * Pan/tilt/zoom and presets of a camera through ONVIF's PTZ service (the `onvif` library), and the
 * stream address its media service reports. One connection per camera address and login, made on
 * first use (GetSystemDateAndTime, GetServices or GetCapabilities, GetProfiles) and kept a while.
 */
export class OnvifClient {
  private readonly connections = new Map<string, { cam: Promise<Cam>; at: number }>();

  private idOf(target: OnvifTarget): string {
    return `${target.url}\u0000${target.user ?? ''}\u0000${target.password ?? ''}`;
  }

  /** Runs a call on the camera's connection; a failed call drops it, so the next one connects anew (a rebooted camera). */
  private async on<T>(target: OnvifTarget, work: (cam: Cam) => Promise<T>): Promise<T> {
    try {
      return await work(await this.connect(target));
    } catch (error) {
      this.connections.delete(this.idOf(target));
      throw error;
    }
  }

  private connect(target: OnvifTarget): Promise<Cam> {
    const id = this.idOf(target);
    const known = this.connections.get(id);
    if (known && Date.now() - known.at < CONNECTION_TTL_MS) return known.cam;
    const url = new URL(target.url);
    const cam = new Cam({
      hostname: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      path: url.pathname && url.pathname !== '/' ? url.pathname : undefined,
      useSecure: url.protocol === 'https:',
      username: target.user ?? undefined,
      password: target.password ?? undefined,
      timeout: REQUEST_TIMEOUT_MS,
      autoconnect: false,
    });
    const connected = settle<unknown>((done) => cam.connect((err) => done(err))).then(() => {
      if (!cam.activeSource) throw new ProviderError('onvif', 'the camera reported no media profile');
      return cam;
    });
    connected.catch(() => this.connections.delete(id));
    this.connections.set(id, { cam: connected, at: Date.now() });
    return connected;
  }

  async move(target: OnvifTarget, direction: PtzDirection, speed: number): Promise<void> {
    const velocity = velocityOf(direction, speed);
    const only = velocity.zoom === undefined ? { onlySendPanTilt: true } : { onlySendZoom: true };
    await this.on(target, (cam) => settle((done) => cam.continuousMove({ ...velocity, ...only, timeout: MOVE_TIMEOUT_MS }, done)));
  }

  async stop(target: OnvifTarget): Promise<void> {
    await this.on(target, (cam) => settle((done) => cam.stop({ panTilt: true, zoom: true }, done)));
  }

  async presets(target: OnvifTarget): Promise<OnvifPreset[]> {
    return this.on(target, async (cam) => {
      await settle((done) => cam.getPresets(done));
      const known = (cam as unknown as { presets?: Record<string, { name?: string }> }).presets ?? {};
      return Object.entries(known).map(([token, preset]) => ({ token, name: String(preset.name ?? token) }));
    });
  }

  async gotoPreset(target: OnvifTarget, token: string): Promise<void> {
    if (!PRESET_TOKEN.test(token)) throw new ProviderError('onvif', 'not a preset token');
    await this.on(target, (cam) => settle((done) => cam.gotoPreset({ preset: token }, done)));
  }

  /** The RTSP address of the camera's first profile (GetProfiles, then GetStreamUri). */
  async streamUri(target: OnvifTarget): Promise<string> {
    const answer = await this.on(target, (cam) =>
      settle<{ uri?: string; mediaUri?: { uri?: string } }>((done) => cam.getStreamUri({ protocol: 'RTSP' }, done)),
    );
    const uri = answer?.uri ?? answer?.mediaUri?.uri;
    if (!uri) throw new ProviderError('onvif', 'the camera reported no stream address');
    return uri;
  }
}
