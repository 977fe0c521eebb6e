import type { ChildProcess } from 'node:child_process';
import { ActivityMeter, ANALYSIS } from './activity';
import { spawnFfmpeg } from './ffmpeg';
import type { ProviderName, RtspRef } from './provider';

/** Values are averaged over this many frame pairs before they are reported (2 fps: one value per 2 s). */
const PAIRS_PER_VALUE = 4;
const RESTART_DELAY_MS = 2_000;
/** Give up after this many exits in a row that produced no value. */
const MAX_FRUITLESS_RESTARTS = 5;
const STOP_GRACE_MS = 2_000;

export interface DetectTarget {
  key: string;
  deviceSerial: string;
  channelNo: number;
  provider: ProviderName;
  motion: number;
  /** rtsp cameras: where to pull from. */
  rtsp?: RtspRef;
  cameraId: number;
  deviceId: string;
  tenantId: number;
}

export interface DetectRun extends DetectTarget {
  startedAt: number;
  latest: number | null;
  latestAt: number | null;
  samples: number;
  error: string | null;
}

/** Where to read a camera's video from, and what to call when the analysis no longer needs it. */
export interface DetectInput {
  input: string;
  release: () => void;
}

export interface DetectorOptions {
  ffmpegPath: string;
  resolveInput(target: DetectTarget): Promise<DetectInput>;
  onValue(run: DetectRun, value: number, ts: number): void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

interface Job {
  run: DetectRun;
  child: ChildProcess | null;
  input: DetectInput | null;
  stopped: boolean;
  fruitless: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Server-side shrimp-activity analysis: per camera one ffmpeg decoding its live stream to 64x36
 * gray frames at 2 fps on a pipe, an ActivityMeter turning consecutive frames into 0..100, and a
 * callback with the mean of every few values. Restarts a reader that drops out; stops on demand.
 */
export class ActivityDetector {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly options: DetectorOptions) {}

  list(): DetectRun[] {
    return [...this.jobs.values()].map((job) => ({ ...job.run }));
  }

  get(key: string): DetectRun | null {
    const job = this.jobs.get(key);
    return job ? { ...job.run } : null;
  }

  /** Starts analysing (idempotent: a running analysis is returned as it is). */
  async start(target: DetectTarget): Promise<DetectRun> {
    const existing = this.jobs.get(target.key);
    if (existing) return { ...existing.run };
    const job: Job = {
      run: { ...target, startedAt: Date.now(), latest: null, latestAt: null, samples: 0, error: null },
      child: null,
      input: null,
      stopped: false,
      fruitless: 0,
      timer: null,
    };
    this.jobs.set(target.key, job);
    try {
      await this.spawnReader(job);
    } catch (error) {
      this.jobs.delete(target.key);
      throw error;
    }
    this.options.log.info({ camera: target.key, device: target.deviceId }, 'activity analysis started');
    return { ...job.run };
  }

  private async spawnReader(job: Job): Promise<void> {
    job.input?.release();
    job.input = await this.options.resolveInput(job.run);
    if (job.stopped) {
      job.input.release();
      return;
    }
    const child = spawnFfmpeg(
      this.options.ffmpegPath,
      [
        '-hide_banner', '-loglevel', 'error', '-nostdin',
        '-live_start_index', '-1', '-i', job.input.input,
        '-an', '-vf', `fps=${ANALYSIS.fps},scale=${ANALYSIS.w}:${ANALYSIS.h},format=gray`,
        '-f', 'rawvideo', 'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    job.child = child;
    const meter = new ActivityMeter();
    let window: number[] = [];
    let producedValue = false;
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      window.push(...meter.push(chunk));
      while (window.length >= PAIRS_PER_VALUE) {
        const slice = window.slice(0, PAIRS_PER_VALUE);
        window = window.slice(PAIRS_PER_VALUE);
        const value = Math.round((slice.reduce((a, b) => a + b, 0) / slice.length) * 10) / 10;
        const ts = Date.now();
        producedValue = true;
        job.fruitless = 0;
        Object.assign(job.run, { latest: value, latestAt: ts, samples: job.run.samples + 1, error: null });
        this.options.onValue({ ...job.run }, value, ts);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-1000);
    });
    child.once('error', (error) => {
      stderr += error.message;
    });
    child.once('close', () => {
      job.child = null;
      if (job.stopped) return;
      job.fruitless = producedValue ? 0 : job.fruitless + 1;
      job.run.error = stderr.trim() || 'video reader stopped';
      if (job.fruitless >= MAX_FRUITLESS_RESTARTS) {
        this.options.log.warn({ camera: job.run.key, error: job.run.error }, 'activity analysis gave up');
        void this.stop(job.run.key);
        return;
      }
      job.timer = setTimeout(() => {
        job.timer = null;
        if (!job.stopped) this.spawnReader(job).catch((error: Error) => {
          job.run.error = error.message;
          void this.stop(job.run.key);
        });
      }, RESTART_DELAY_MS);
    });
  }

  /** Stops one analysis; false when none ran. */
  async stop(key: string): Promise<boolean> {
    const job = this.jobs.get(key);
    if (!job) return false;
    this.jobs.delete(key);
    job.stopped = true;
    if (job.timer) clearTimeout(job.timer);
    const child = job.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    job.input?.release();
    this.options.log.info({ camera: key }, 'activity analysis stopped');
    return true;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.jobs.keys()].map((key) => this.stop(key)));
  }
}
