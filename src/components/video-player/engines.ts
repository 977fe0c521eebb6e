import { HlsRecoveryPolicy, type FatalKind } from './hls-recovery';

export interface VideoSource {
  url: string;
  protocol: 'hls' | 'flv';
}

/** One attached playback engine; destroy() detaches it from the element and frees its buffers. */
export interface Engine {
  destroy(): void;
}

/** The engine could not keep playing by itself: the session makes a new one after a wait. */
export type OnFatal = (reason: string) => void;

/** hls.js tuned for a wall of live cameras: short buffers so sixteen cells stay small for days. */
const HLS_CONFIG = {
  liveSyncDurationCount: 3,
  // Behind by more than this, jump to the live edge: the server lists six segments and deletes older ones.
  liveMaxLatencyDurationCount: 5,
  maxBufferLength: 8,
  maxMaxBufferLength: 16,
  backBufferLength: 4,
  enableWorker: true,
  lowLatencyMode: false,
};

const FLV_CONFIG = {
  enableWorker: false,
  enableStashBuffer: false,
  lazyLoad: false,
  liveBufferLatencyChasing: true,
  autoCleanupSourceBuffer: true,
};

async function hlsEngine(video: HTMLVideoElement, url: string, onFatal: OnFatal): Promise<Engine> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    // Safari plays HLS natively; the element then reports its own errors.
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      const onError = () => onFatal('native playback error');
      video.addEventListener('error', onError);
      video.src = url;
      return { destroy: () => video.removeEventListener('error', onError) };
    }
    throw new Error('HLS is not supported in this browser');
  }
  const hls = new Hls(HLS_CONFIG);
  const policy = new HlsRecoveryPolicy();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const kind: FatalKind =
      data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'other';
    switch (policy.decide(kind, Date.now())) {
      case 'startLoad':
        hls.startLoad();
        return;
      case 'recoverMedia':
        hls.recoverMediaError();
        return;
      case 'swapAndRecover':
        hls.swapAudioCodec();
        hls.recoverMediaError();
        return;
      case 'recreate':
        onFatal(`hls.js ${data.type}: ${data.details}`);
    }
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}

async function flvEngine(video: HTMLVideoElement, url: string, onFatal: OnFatal): Promise<Engine> {
  const { default: mpegts } = await import('mpegts.js');
  if (!mpegts.getFeatureList().mseLivePlayback) throw new Error('FLV live playback is not supported in this browser');
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, FLV_CONFIG);
  // mpegts.js has no recovery of its own: every error it reports means a new player.
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatal(`mpegts.js ${type}: ${detail}`));
  player.attachMediaElement(video);
  player.load();
  return {
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

/** Attaches the engine for the source's protocol, loading hls.js or mpegts.js on first use only. */
export function createEngine(video: HTMLVideoElement, source: VideoSource, onFatal: OnFatal): Promise<Engine> {
  return source.protocol === 'flv' ? flvEngine(video, source.url, onFatal) : hlsEngine(video, source.url, onFatal);
}
