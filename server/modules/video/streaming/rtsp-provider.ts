import { randomBytes } from 'node:crypto';
import type { CredentialBox } from './credential-box';
import { rtspInput } from './ffmpeg-input';
import type { OnvifClient, OnvifPreset, OnvifTarget } from './onvif-ptz';
import {
  ProviderUnavailableError,
  PtzUnsupportedError,
  streamKey,
  type AccessToken,
  type CameraProvider,
  type CameraRef,
  type Capture,
  type LiveAddress,
  type PtzCommand,
  type PtzResult,
  type RemoteCamera,
  type RtspRef,
} from './provider';
import { hlsUrl, segmentJpeg } from './sim-provider';
import type { StreamCamera, StreamManager } from './stream-manager';

const ADDRESS_TTL_MS = 24 * 3600_000;

/**
 * Cameras on the farm's network: the stream pulled over RTSP by ffmpeg into the same HLS folder
 * and URL as a sim camera's (so the wall, snapshots and the activity detector work alike), PTZ
 * and presets through ONVIF when the camera has an ONVIF address.
 */
export class RtspProvider implements CameraProvider {
  readonly name = 'rtsp' as const;
  private localToken: AccessToken | null = null;

  constructor(
    private readonly manager: StreamManager,
    private readonly ffmpegPath: string,
    private readonly ffmpegOk: boolean,
    private readonly box: CredentialBox,
    private readonly onvif: OnvifClient,
  ) {}

  available(): boolean {
    return this.ffmpegOk;
  }

  private rtspOf(camera: CameraRef): RtspRef {
    if (!this.ffmpegOk) throw new ProviderUnavailableError('ffmpeg is not installed');
    if (!camera.rtsp?.url) throw new ProviderUnavailableError('the camera has no RTSP address');
    return camera.rtsp;
  }

  private password(rtsp: RtspRef): string | null {
    return rtsp.sealedPassword ? this.box.open(rtsp.sealedPassword) : null;
  }

  /** What the stream manager needs to pull this camera. */
  streamCamera(camera: CameraRef): StreamCamera {
    const rtsp = this.rtspOf(camera);
    const input = rtspInput(rtsp.url!, { user: rtsp.user, password: this.password(rtsp) });
    return { key: streamKey(camera), serial: camera.deviceSerial, motion: 0, rtsp: { input, transport: rtsp.transport } };
  }

  async token(): Promise<AccessToken> {
    if (!this.localToken || this.localToken.expireTime < Date.now()) {
      this.localToken = { accessToken: `rtsp.${randomBytes(16).toString('hex')}`, expireTime: Date.now() + ADDRESS_TTL_MS };
    }
    return this.localToken;
  }

  async liveAddress(camera: CameraRef): Promise<LiveAddress> {
    const target = this.streamCamera(camera);
    await this.manager.ensure(target);
    return { url: hlsUrl(target.key), protocol: 'hls', expireTime: Date.now() + ADDRESS_TTL_MS };
  }

  onvifTarget(camera: CameraRef): OnvifTarget {
    const rtsp = camera.rtsp;
    if (!rtsp?.onvifUrl) throw new PtzUnsupportedError('the camera has no ONVIF address');
    return { url: rtsp.onvifUrl, user: rtsp.user, password: this.password(rtsp) };
  }

  async ptz(camera: CameraRef, command: PtzCommand): Promise<PtzResult> {
    const target = this.onvifTarget(camera);
    if (command.action === 'preset') await this.onvif.gotoPreset(target, command.preset ?? '');
    else if (command.action === 'stop' || !command.direction) await this.onvif.stop(target);
    else await this.onvif.move(target, command.direction, command.speed ?? 1);
    return null;
  }

  presets(camera: CameraRef): Promise<OnvifPreset[]> {
    return this.onvif.presets(this.onvifTarget(camera));
  }

  async capture(camera: CameraRef): Promise<Capture> {
    const target = this.streamCamera(camera);
    await this.manager.ensure(target);
    return { kind: 'jpeg', data: await segmentJpeg(this.manager, this.ffmpegPath, target.key) };
  }

  async list(): Promise<RemoteCamera[]> {
    return [];
  }
}
