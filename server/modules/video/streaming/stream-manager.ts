import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { advancePtz, PTZ_HOME, samePtz, type PtzDirection, type PtzState } from './ptz';
import { probeCodec, RtspStream, type RtspSource } from './rtsp-stream';
import { PLAYLIST, reapOrphans, SimStream } from './sim-stream';

/** Ticks of held PTZ movement and of the idle reaper. */
const MOVE_TICK_MS = 200;
const REAP_TICK_MS = 2_000;
/** A 'start' with no 'stop' (a client that vanished) ends by itself after this long. */
const MAX_HOLD_MS = 15_000;
/** A single click moves at least this far (seconds of movement), so a quick start/stop still shows. */
const MIN_STEP_SECONDS = 0.25;

export class StreamBusyError extends Error {}

export interface StreamCamera {
  /** Folder and URL name: the serial, with "-<channel>" for channels other than 1. */
  key: string;
  serial: string;
  motion: number;
  /** An rtsp camera: pulled from here instead of made by the scene. */
  rtsp?: RtspSource;
}

export interface StreamStatus {
  key: string;
  running: boolean;
  pan: number;
  tilt: number;
  zoom: number;
  moving: PtzDirection | null;
  startedAt: number | null;
  lastAccessAt: number | null;
  /** Media sequence number of the newest segment in the playlist. */
  lastSegment: number | null;
}

interface Entry {
  camera: StreamCamera;
  stream: SimStream | RtspStream | null;
  starting: Promise<void> | null;
  lastAccess: number;
  leases: number;
}

interface Motion {
  direction: PtzDirection;
  speed: number;
  last: number;
  until: number;
}

export interface StreamManagerOptions {
  ffmpegPath: string;
  hlsRoot: string;
  idleMs: number;
  maxStreams: number;
  /** At most this many rtsp streams that are not H.264 are transcoded at once; more answer "busy". */
  maxTranscodes: number;
  /** Reads an rtsp camera's codec; null: taken as H.264 (copied). */
  ffprobePath: string | null;
  font: string | null;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * The live streams of the sim and rtsp cameras: started on demand (a live address, a segment request, a
 * capture or an analysis), stopped when nobody fetched a segment for `idleMs` and no analysis
 * holds a lease, so only watched cameras cost CPU. Also holds each camera's pan/tilt/zoom, which
 * survives a stream's stop and restart.
 */
export class StreamManager {
  private readonly entries = new Map<string, Entry>();
  private readonly ptz = new Map<string, PtzState>();
  private readonly motions = new Map<string, Motion>();
  private readonly reaper: NodeJS.Timeout;
  private mover: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: StreamManagerOptions) {
    const orphans = reapOrphans(options.hlsRoot);
    if (orphans > 0) options.log.warn({ orphans }, 'killed ffmpeg processes left by a previous run');
    this.reaper = setInterval(() => void this.reapIdle(), REAP_TICK_MS);
    this.reaper.unref();
  }

  /** A stream's folder: its key (the camera's serial) is one folder name, never a path out of hlsRoot. */
  dirOf(key: string): string {
    if (key === '' || key === '.' || key === '..' || /[/\\\0]/.test(key)) throw new Error(`not a stream folder name: ${JSON.stringify(key)}`);
    return path.join(this.options.hlsRoot, key);
  }

  /** Starts the camera's stream unless it runs, and waits for its first playlist. */
  async ensure(camera: StreamCamera): Promise<void> {
    if (this.closed) throw new Error('stream manager closed');
    const entry = this.entryOf(camera);
    entry.lastAccess = Date.now();
    if (entry.stream?.running) return;
    if (!entry.starting) {
      const running = [...this.entries.values()].filter((e) => e.stream?.running || e.starting).length;
      if (running >= this.options.maxStreams) throw new StreamBusyError(`${running} streams already running`);
      entry.starting = this.launch(entry).finally(() => {
        entry.starting = null;
      });
    }
    await entry.starting;
  }

  private async launch(entry: Entry): Promise<void> {
    const { camera } = entry;
    if (camera.rtsp) return this.launchRtsp(entry, camera.rtsp);
    const stream = new SimStream({
      ffmpegPath: this.options.ffmpegPath,
      dir: this.dirOf(camera.key),
      serial: camera.serial,
      motion: camera.motion,
      font: this.options.font,
      state: this.stateOf(camera.key),
    });
    entry.stream = stream;
    await stream.start();
    this.options.log.info({ camera: camera.key, pid: stream.pid }, 'sim stream started');
  }

  private async launchRtsp(entry: Entry, source: RtspSource): Promise<void> {
    const { ffprobePath, ffmpegPath, maxTranscodes, log } = this.options;
    const codec = ffprobePath ? await probeCodec(ffprobePath, source) : 'h264';
    const transcode = codec !== 'h264';
    if (transcode) {
      const transcoding = [...this.entries.values()].filter((e) => e.stream instanceof RtspStream && e.stream.running && e.stream.transcoding).length;
      if (transcoding >= maxTranscodes) throw new StreamBusyError(`${transcoding} transcodes already running`);
    }
    const stream = new RtspStream({ ffmpegPath, dir: this.dirOf(entry.camera.key), source, transcode, log });
    entry.stream = stream;
    await stream.start();
    log.info({ camera: entry.camera.key, pid: stream.pid, codec, transcode }, 'rtsp stream started');
  }

  /** Stops one camera's stream now (its address or login changed, or it was removed). */
  async stop(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    await entry.starting?.catch(() => undefined);
    await entry.stream?.stop();
    this.entries.delete(key);
    rmSync(this.dirOf(key), { recursive: true, force: true });
  }

  private entryOf(camera: StreamCamera): Entry {
    let entry = this.entries.get(camera.key);
    if (!entry) {
      entry = { camera, stream: null, starting: null, lastAccess: Date.now(), leases: 0 };
      this.entries.set(camera.key, entry);
    }
    entry.camera = camera;
    return entry;
  }

  /** A segment or playlist was fetched: the stream is being watched. */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.lastAccess = Date.now();
  }

  isRunning(key: string): boolean {
    return Boolean(this.entries.get(key)?.stream?.running);
  }

  /** Keeps a stream alive without segment requests (server-side analysis); returns the release. */
  acquire(key: string): () => void {
    const entry = this.entries.get(key);
    if (!entry) return () => undefined;
    entry.leases++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.leases--;
      entry.lastAccess = Date.now();
    };
  }

  stateOf(key: string): PtzState {
    return this.ptz.get(key) ?? PTZ_HOME;
  }

  /** Starts moving (a step at once, then continuously until stop or MAX_HOLD_MS). */
  ptzStart(key: string, direction: PtzDirection, speed: number): PtzState {
    const now = Date.now();
    this.apply(key, advancePtz(this.stateOf(key), direction, speed, MIN_STEP_SECONDS));
    this.motions.set(key, { direction, speed, last: now, until: now + MAX_HOLD_MS });
    if (!this.mover) {
      this.mover = setInterval(() => this.moveTick(), MOVE_TICK_MS);
      this.mover.unref();
    }
    return this.stateOf(key);
  }

  ptzStop(key: string): PtzState {
    const motion = this.motions.get(key);
    if (motion) {
      this.step(key, motion, Date.now());
      this.motions.delete(key);
    }
    this.stopMoverIfIdle();
    return this.stateOf(key);
  }

  private moveTick(): void {
    const now = Date.now();
    for (const [key, motion] of this.motions) {
      this.step(key, motion, Math.min(now, motion.until));
      if (now >= motion.until) this.motions.delete(key);
    }
    this.stopMoverIfIdle();
  }

  private step(key: string, motion: Motion, now: number): void {
    const seconds = Math.max(0, (now - motion.last) / 1000);
    motion.last = now;
    if (seconds > 0) this.apply(key, advancePtz(this.stateOf(key), motion.direction, motion.speed, seconds));
  }

  private stopMoverIfIdle(): void {
    if (this.motions.size === 0 && this.mover) {
      clearInterval(this.mover);
      this.mover = null;
    }
  }

  private apply(key: string, next: PtzState): void {
    if (samePtz(this.stateOf(key), next)) return;
    this.ptz.set(key, next);
    const stream = this.entries.get(key)?.stream;
    if (stream instanceof SimStream && stream.running) stream.show(next);
  }

  status(key: string): StreamStatus {
    const entry = this.entries.get(key);
    const state = this.stateOf(key);
    const running = Boolean(entry?.stream?.running);
    return {
      key,
      running,
      ...state,
      moving: this.motions.get(key)?.direction ?? null,
      startedAt: running ? entry!.stream!.startedAt : null,
      lastAccessAt: entry?.lastAccess ?? null,
      lastSegment: running ? this.latestSegment(key)?.sequence ?? null : null,
    };
  }

  /** The newest complete segment listed in the playlist (ffmpeg lists a segment once it is closed). */
  latestSegment(key: string): { file: string; sequence: number } | null {
    const playlist = path.join(this.dirOf(key), PLAYLIST);
    if (!existsSync(playlist)) return null;
    const names = readFileSync(playlist, 'utf8').split('\n').filter((line) => line.endsWith('.ts'));
    const last = names.at(-1);
    if (!last) return null;
    return { file: path.join(this.dirOf(key), last), sequence: Number(/(\d+)\.ts$/.exec(last)?.[1] ?? 0) };
  }

  runningCount(): number {
    return [...this.entries.values()].filter((e) => e.stream?.running).length;
  }

  private async reapIdle(): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (!entry.stream?.running || entry.starting || entry.leases > 0) continue;
      if (now - entry.lastAccess < this.options.idleMs) continue;
      this.options.log.info({ camera: key }, 'stream idle, stopping');
      await entry.stream.stop();
    }
  }

  /** Stops every stream and removes their folders (onClose). */
  async closeAll(): Promise<void> {
    this.closed = true;
    clearInterval(this.reaper);
    if (this.mover) clearInterval(this.mover);
    this.motions.clear();
    await Promise.all([...this.entries.values()].map(async (entry) => {
      await entry.starting?.catch(() => undefined);
      await entry.stream?.stop();
    }));
    for (const key of this.entries.keys()) rmSync(this.dirOf(key), { recursive: true, force: true });
    this.entries.clear();
  }
}
