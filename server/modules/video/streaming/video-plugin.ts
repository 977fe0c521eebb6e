import fp from 'fastify-plugin';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_PARAM } from './activity';
import { ActivityDetector, type DetectTarget } from './detector';
import { EzvizProvider } from './ezviz';
import { ffmpegWorks, findFont } from './ffmpeg';
import { fileInput, networkInput } from './ffmpeg-input';
import { ImouProvider } from './imou';
import { CredentialBox } from './credential-box';
import { OnvifClient } from './onvif-ptz';
import { RtspProvider } from './rtsp-provider';
import type { CameraProvider, ProviderName } from './provider';
import { appDataDir, loadVideoSettings, type VideoSettings } from './settings';
import { SimProvider } from './sim-provider';
import { PLAYLIST } from './sim-stream';
import { StreamManager } from './stream-manager';

export interface VideoService {
  settings: VideoSettings;
  /** The configured ffmpeg runs; without it sim cameras answer "not enabled/configured". */
  ffmpegOk: boolean;
  streams: StreamManager;
  providers: { sim: SimProvider; ezviz: EzvizProvider; imou: ImouProvider; rtsp: RtspProvider };
  /** Seals and opens the camera logins kept in the database. */
  credentials: CredentialBox;
  onvif: OnvifClient;
  provider(name: ProviderName): CameraProvider;
  detector: ActivityDetector;
  snapshotsDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    video: VideoService;
  }
}

/**
 * Provides app.video: the camera providers (sim, EZVIZ, Imou, RTSP with ONVIF PTZ), the sim stream manager and the
 * shrimp-activity detector, whose values go to the bus as `telemetryIn`. Needs app.bus. On close
 * every analysis and every ffmpeg stops, so no child process outlives the app.
 */
export const videoPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = loadVideoSettings(process.env, appDataDir(app));
    const ffmpegOk = ffmpegWorks(settings.ffmpegPath);
    if (!ffmpegOk) app.log.warn({ ffmpeg: settings.ffmpegPath }, 'ffmpeg not found: sim cameras are off (apt-get install ffmpeg)');
    const snapshotsDir = path.join(settings.dataDir, 'snapshots');
    const streams = new StreamManager({
      ffmpegPath: settings.ffmpegPath,
      hlsRoot: path.join(settings.dataDir, 'hls'),
      idleMs: settings.idleMs,
      maxStreams: settings.maxStreams,
      maxTranscodes: settings.maxTranscodes,
      ffprobePath: settings.ffprobePath,
      font: ffmpegOk ? findFont() : null,
      log: app.log,
    });
    const credentials = CredentialBox.load(process.env, settings.dataDir);
    const onvif = new OnvifClient();
    const providers = {
      sim: new SimProvider(streams, settings.ffmpegPath, ffmpegOk),
      ezviz: new EzvizProvider(settings.ezviz),
      imou: new ImouProvider(settings.imou),
      rtsp: new RtspProvider(streams, settings.ffmpegPath, ffmpegOk, credentials, onvif),
    };
    const detector = new ActivityDetector({
      ffmpegPath: settings.ffmpegPath,
      log: app.log,
      resolveInput: async (target: DetectTarget) => {
        if (target.provider === 'rtsp') {
          const camera = providers.rtsp.streamCamera(target);
          await streams.ensure(camera);
          return { input: fileInput(path.join(streams.dirOf(camera.key), PLAYLIST)), release: streams.acquire(camera.key) };
        }
        if (target.provider !== 'sim') {
          const address = await providers[target.provider].liveAddress(target, { protocol: 'hls' });
          return { input: networkInput(address.url), release: () => undefined };
        }
        await streams.ensure({ key: target.key, serial: target.deviceSerial, motion: target.motion });
        return { input: fileInput(path.join(streams.dirOf(target.key), PLAYLIST)), release: streams.acquire(target.key) };
      },
      onValue: (run, value, ts) => {
        app.bus.emit('telemetryIn', { deviceId: run.deviceId, ts, values: { [ACTIVITY_PARAM]: value } });
      },
    });
    app.decorate('video', {
      settings,
      ffmpegOk,
      streams,
      providers,
      credentials,
      onvif,
      provider: (name: ProviderName) => providers[name],
      detector,
      snapshotsDir,
    });
    app.addHook('onClose', async () => {
      await detector.stopAll();
      await streams.closeAll();
    });
  },
  { name: 'video', dependencies: ['bus'] },
);
