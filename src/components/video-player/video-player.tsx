import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VideoSource } from './engines';
import type { PlaybackFigures } from './playback-figures';
import { PlayerSession, type PlayerStatus } from './player-session';
import './video-player-i18n';
import './video-player.css';

export type { VideoSource };

export interface VideoPlayerProps {
  /** Identity of what plays: a new key destroys the player and makes a new one. */
  sourceKey: string;
  /** Resolves the live address; asked again on every reconnect. */
  load: (signal: AbortSignal) => Promise<VideoSource>;
  /** The small fps / stall figures in the corner (default true). */
  showFigures?: boolean;
  testId?: string;
}

const INITIAL: PlayerStatus = { phase: 'connecting', error: null, retryAt: null, attempt: 0 };

/**
 * A live camera in a <video> (hls.js for HLS, mpegts.js for FLV, both loaded on first use) that
 * reconnects by itself and shows decoded fps and stalls. The player lives exactly as long as this
 * component with this sourceKey: unmounting (a cell leaving the wall, a hidden tab) destroys it.
 * Figures are written to the DOM directly, not through React state, so a wall of sixteen does not
 * re-render every second; they are also data attributes (data-fps, data-stalls, data-frames).
 */
export function VideoPlayer({ sourceKey, load, showFigures = true, testId }: VideoPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const figuresRef = useRef<HTMLSpanElement>(null);
  const loadRef = useRef(load);
  const tRef = useRef(t);
  const [status, setStatus] = useState<PlayerStatus>(INITIAL);

  useEffect(() => {
    loadRef.current = load;
    tRef.current = t;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setStatus(INITIAL);
    const showFigures = (figures: PlaybackFigures) => {
      const root = rootRef.current;
      if (root) {
        root.dataset.fps = figures.fps === null ? '' : String(figures.fps);
        root.dataset.stalls = String(figures.stalls);
        root.dataset.frames = String(figures.frames);
        root.dataset.dropped = String(figures.dropped);
      }
      if (figuresRef.current) {
        const fps = figures.fps === null ? '--' : figures.fps.toFixed(0);
        figuresRef.current.textContent = `${tRef.current('videoPlayer.fps', { fps })} · ${tRef.current('videoPlayer.stalls', { count: figures.stalls })}`;
      }
    };
    const session = new PlayerSession(video, {
      load: (signal) => loadRef.current(signal),
      onStatus: setStatus,
      onFigures: showFigures,
    });
    session.start();
    return () => session.destroy();
  }, [sourceKey]);

  const seconds = status.retryAt === null ? 0 : Math.max(1, Math.round((status.retryAt - Date.now()) / 1000));
  return (
    <div ref={rootRef} className="video-player" data-testid={testId} data-phase={status.phase} data-source={sourceKey}>
      <video ref={videoRef} muted autoPlay playsInline disablePictureInPicture />
      {status.phase !== 'playing' && (
        <div className="video-player__overlay" aria-live="polite">
          {status.phase === 'retrying' ? (
            <>
              {status.error && <span className="video-player__error" data-testid="video-error">{status.error}</span>}
              <span>{t('videoPlayer.retrying', { seconds, attempt: status.attempt })}</span>
            </>
          ) : (
            <>
              <Spin size="small" />
              <span>{t(status.phase === 'waiting' ? 'videoPlayer.waiting' : 'videoPlayer.connecting')}</span>
            </>
          )}
        </div>
      )}
      {showFigures && <span ref={figuresRef} className="video-player__figures" data-testid="video-figures" />}
    </div>
  );
}
