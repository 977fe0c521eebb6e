import { randomBytes } from 'node:crypto';
import { runFfmpeg } from './ffmpeg';
import { fileInput } from './ffmpeg-input';
import {
  ProviderUnavailableError,
  streamKey,
  type AccessToken,
  type CameraProvider,
  type CameraRef,
  type Capture,
  type LiveAddress,
  type PtzCommand,
  type PtzResult,
  type RemoteCamera,
} from './provider';
import type { StreamManager } from './stream-manager';

/** How long a sim live address or local token is good for; the stream itself is session-checked. */
const ADDRESS_TTL_MS = 24 * 3600_000;

/** URL path of a sim camera's playlist, served by the cameras module under /api. */
export const hlsUrl = (key: string, file = 'index.m3u8') => `/api/camera/hls/${key}/${file}`;

/** A JPEG of the first frame of a running stream's newest segment (segments start with a key frame: a clean picture). */
export async function segmentJpeg(manager: StreamManager, ffmpegPath: string, key: string): Promise<Buffer> {
  const segment = manager.latestSegment(key);
  if (!segment) throw new Error(`no segment yet for ${key}`);
  return runFfmpeg(ffmpegPath, ['-i', fileInput(segment.file), '-frames:v', '1', '-q:v', '3', '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1']);
}

/**
 * The default provider: live HLS made by ffmpeg on this machine (see sim-scene.ts), PTZ applied to
 * the running stream, snapshots decoded from the newest segment.
 */
export class SimProvider implements CameraProvider {
  readonly name = 'sim' as const;
  private localToken: AccessToken | null = null;

  constructor(
    private readonly manager: StreamManager,
    private readonly ffmpegPath: string,
    private readonly ffmpegOk: boolean,
  ) {}

  available(): boolean {
    return this.ffmpegOk;
  }

  private assertAvailable(): void {
    if (!this.ffmpegOk) throw new ProviderUnavailableError('ffmpeg is not installed');
  }

  /** Sim cameras need no platform token; the console still asks for one, so it gets a local one. */
  async token(): Promise<AccessToken> {
    if (!this.localToken || this.localToken.expireTime < Date.now()) {
      this.localToken = { accessToken: `sim.${randomBytes(16).toString('hex')}`, expireTime: Date.now() + ADDRESS_TTL_MS };
    }
    return this.localToken;
  }

  async liveAddress(camera: CameraRef): Promise<LiveAddress> {
    this.assertAvailable();
    const key = streamKey(camera);
    await this.manager.ensure({ key, serial: camera.deviceSerial, motion: camera.motion });
    return { url: hlsUrl(key), protocol: 'hls', expireTime: Date.now() + ADDRESS_TTL_MS };
  }

  async ptz(camera: CameraRef, command: PtzCommand): Promise<PtzResult> {
    this.assertAvailable();
    const key = streamKey(camera);
    if (command.action === 'stop' || !command.direction) return this.manager.ptzStop(key);
    return this.manager.ptzStart(key, command.direction, command.speed ?? 1);
  }

  async capture(camera: CameraRef): Promise<Capture> {
    this.assertAvailable();
    const key = streamKey(camera);
    await this.manager.ensure({ key, serial: camera.deviceSerial, motion: camera.motion });
    return { kind: 'jpeg', data: await segmentJpeg(this.manager, this.ffmpegPath, key) };
  }

  async list(): Promise<RemoteCamera[]> {
    return [];
  }
}
