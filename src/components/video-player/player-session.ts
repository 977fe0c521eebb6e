import type { Subscription } from 'rxjs';
import { clock$ } from '../../../streams';
import { reconnectDelay } from './backoff';
import { createEngine, type Engine, type VideoSource } from './engines';
import { FigureMeter, type PlaybackFigures } from './playback-figures';
import { registerPlayer, unregisterPlayer } from './player-registry';

/** Figures are sampled (and the watchdog looks) this often. */
export const SAMPLE_MS = 1_000;
/** A live video whose time has not moved for this long is reconnected (a silent hang). */
export const FROZEN_RESTART_MS = 15_000;
/** Playing this long without trouble forgets earlier failures, so the next wait starts short. */
const HEALTHY_MS = 10_000;

export type PlayerPhase = 'connecting' | 'playing' | 'waiting' | 'retrying';

export interface PlayerStatus {
  phase: PlayerPhase;
  /** Why the last connection failed (shown while retrying), e.g. the server's own message. */
  error: string | null;
  /** When the next attempt starts (retrying only), ms since the epoch. */
  retryAt: number | null;
  attempt: number;
}

export interface PlayerSessionOptions {
  /** Asks for the address; called again on every reconnect, since live addresses expire. */
  load(signal: AbortSignal): Promise<VideoSource>;
  onStatus(status: PlayerStatus): void;
  onFigures(figures: PlaybackFigures): void;
}

/**
 * One camera playing in one <video>: resolves the address, attaches hls.js or mpegts.js, and
 * reconnects with backoff on fatal errors, failed address calls and frozen playback. destroy()
 * leaves nothing behind: the engine is destroyed, the element's source removed and load() called,
 * every timer cleared and the player removed from the registry.
 */
export class PlayerSession {
  private engine: Engine | null = null;
  private abort: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private sampler: Subscription | null = null;
  private generation = 0;
  private attempt = 0;
  private destroyed = false;
  private started = false;
  private lastTime = -1;
  private lastMoveAt = 0;
  private healthySince: number | null = null;
  private readonly meter = new FigureMeter();
  private readonly listeners: Array<[string, () => void]>;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly options: PlayerSessionOptions,
  ) {
    this.listeners = [
      ['playing', () => this.onPlaying()],
      ['waiting', () => this.onWaiting()],
    ];
  }

  start(): void {
    registerPlayer(this);
    for (const [name, fn] of this.listeners) this.video.addEventListener(name, fn);
    // The shared clock (streams/clock.ts): a view owns no interval of its own (eslint-rules/no-polling.js).
    this.sampler = clock$(SAMPLE_MS).subscribe(() => this.sample());
    void this.connect();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.teardown();
    this.sampler?.unsubscribe();
    for (const [name, fn] of this.listeners) this.video.removeEventListener(name, fn);
    unregisterPlayer(this);
  }

  private status(phase: PlayerPhase, error: string | null = null, retryAt: number | null = null): void {
    if (!this.destroyed) this.options.onStatus({ phase, error, retryAt, attempt: this.attempt });
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.status('connecting');
    this.abort = new AbortController();
    try {
      const source = await this.options.load(this.abort.signal);
      if (generation !== this.generation) return;
      const engine = await createEngine(this.video, source, (reason) => {
        if (generation === this.generation) this.retry(reason);
      });
      if (generation !== this.generation) {
        engine.destroy();
        return;
      }
      this.engine = engine;
      this.started = false;
      this.lastMoveAt = Date.now();
      this.video.play().catch(() => undefined); // autoplay of a muted video; a refusal shows as a still frame
    } catch (error) {
      if (generation === this.generation) this.retry((error as Error).message || String(error));
    }
  }

  /** Drops the current attempt and schedules the next one after the backoff. */
  private retry(reason: string): void {
    if (this.destroyed) return;
    this.teardown();
    this.generation++;
    this.attempt += 1;
    this.healthySince = null;
    const wait = reconnectDelay(this.attempt);
    this.status('retrying', reason, Date.now() + wait);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
  }

  private teardown(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.abort?.abort();
    this.abort = null;
    this.engine?.destroy();
    this.engine = null;
    // Without this the element keeps its last MediaSource (and its buffers) alive.
    this.video.removeAttribute('src');
    this.video.load();
    this.lastTime = -1;
  }

  private onPlaying(): void {
    this.started = true;
    this.healthySince ??= Date.now();
    this.status('playing');
  }

  private onWaiting(): void {
    if (!this.started) return;
    this.options.onFigures(this.meter.stall());
    this.status('waiting');
  }

  private sample(): void {
    const now = Date.now();
    const quality = this.video.getVideoPlaybackQuality?.();
    if (quality) this.options.onFigures(this.meter.sample(now, quality.totalVideoFrames, quality.droppedVideoFrames));
    if (!this.engine) return;
    // Browsers pause video-only media in background tabs; that is not a hang.
    if (document.hidden || this.video.paused) this.lastMoveAt = now;
    if (this.video.currentTime !== this.lastTime) {
      this.lastTime = this.video.currentTime;
      this.lastMoveAt = now;
    }
    if (this.healthySince !== null && now - this.healthySince > HEALTHY_MS) this.attempt = 0;
    if (now - this.lastMoveAt > FROZEN_RESTART_MS) this.retry('no new video');
  }
}
