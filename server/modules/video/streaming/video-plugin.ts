import fp from 'fastify-plugin';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_PARAM } from './activity';
import { ActivityDetector, type DetectTarget } from './detector';
import { EzvizProvider } from './ezviz';
import { ffmpegWorks, findFont } from './ffmpeg';
import { fileInput, networkInput } from './ffmpeg-input';
import { ImouProvider } from './imou';
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
  providers: { sim: SimProvider; ezviz: EzvizProvider; imou: ImouProvider };
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
 * Provides app.video: the camera providers (sim, EZVIZ, Imou), the sim stream manager and the
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
      font: ffmpegOk ? findFont() : null,
      log: app.log,
    });
    const providers = {
      sim: new SimProvider(streams, settings.ffmpegPath, ffmpegOk),
      ezviz: new EzvizProvider(settings.ezviz),
      imou: new ImouProvider(settings.imou),
    };
    const detector = new ActivityDetector({
      ffmpegPath: settings.ffmpegPath,
      log: app.log,
      resolveInput: async (target: DetectTarget) => {
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
