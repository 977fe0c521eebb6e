import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnFfmpeg } from './ffmpeg';
import { RTSP_PROTOCOLS } from './ffmpeg-input';
import { loginsRedacted } from './rtsp-address';
import { PID_FILE, PLAYLIST, SEGMENT_PATTERN } from './sim-stream';

/** A camera on the farm's network may take a while to answer and to send its first key frame. */
const READY_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 2_000;
/** RTSP socket timeout: a camera silent this long is taken as gone (and pulled again). */
const SOCKET_TIMEOUT_US = 10_000_000;
const PROBE_TIMEOUT_MS = 15_000;
/** Restart delays after a dropped source: 1 s, doubling, at most 30 s; reset after a good run. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const GOOD_RUN_MS = 10_000;
const SEGMENT_SECONDS = 2;
const PLAYLIST_SEGMENTS = 6;
/** 20 s of segments kept after they leave the playlist, for a starved player (sim-stream.ts says why). */
const SEGMENTS_KEPT_AFTER_PLAYLIST = 10;

export type RtspTransport = 'tcp' | 'udp';

export interface RtspSource {
  /** rtsp(s):// address with the login in it, as rtspInput() makes it. */
  input: string;
  transport: RtspTransport;
}

/** ffmpeg's input options for a camera: the transport, a socket timeout, RTSP protocols only. */
export function rtspInputArgs(source: RtspSource): string[] {
  return ['-rtsp_transport', source.transport, '-timeout', String(SOCKET_TIMEOUT_US), '-protocol_whitelist', RTSP_PROTOCOLS, '-i', source.input];
}

/**
 * The command line that pulls a camera into HLS in the stream's folder (fixed file names, as the
 * sim streams): H.264 is copied as it comes, anything else is made H.264 (the wall's players
 * decode H.264). Audio is left out: the wall is silent and camera audio (G.711) is no HLS codec.
 */
export function pullArgs(source: RtspSource, transcode: boolean, append: boolean): string[] {
  const flags = `delete_segments+omit_endlist${append ? '+append_list+discont_start' : ''}`;
  const video = transcode
    ? ['-c:v', 'libx264', '-threads', '1', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '30', '-sc_threshold', '0']
    : ['-c:v', 'copy'];
  return [
    '-hide_banner', '-loglevel', 'error', '-nostats',
    ...rtspInputArgs(source),
    '-map', '0:v:0', '-an', ...video,
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', String(PLAYLIST_SEGMENTS),
    '-hls_delete_threshold', String(SEGMENTS_KEPT_AFTER_PLAYLIST), '-hls_flags', flags,
    ...(append ? [] : ['-hls_start_number_source', 'epoch']),
    '-hls_segment_filename', SEGMENT_PATTERN, PLAYLIST,
  ];
}

/** The codec of the camera's first video stream ('h264', 'hevc', ...), read with ffprobe. */
export function probeCodec(ffprobePath: string, source: RtspSource): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-loglevel', 'error', ...rtspInputArgs(source), '-select_streams', 'v:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0'];
    const child = spawnFfmpeg(ffprobePath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), PROBE_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-1500)));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out.trim().split('\n')[0] ?? '');
      else reject(new Error(`ffprobe exited with ${code}: ${loginsRedacted(err.trim())}`));
    });
  });
}

export interface RtspStreamOptions {
  ffmpegPath: string;
  dir: string;
  source: RtspSource;
  transcode: boolean;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * One camera pulled into HLS by one ffmpeg. Once started it stays wanted until stop(): a source
 * that drops (camera rebooted, network gone) is pulled again after a back-off, continuing the
 * same playlist, so a player on the wall picks it up again by itself.
 */
export class RtspStream {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderrTail = '';
  private wanted = false;
  private backoffMs = BACKOFF_FIRST_MS;
  private retry: NodeJS.Timeout | null = null;
  readonly startedAt = Date.now();
  restarts = 0;

  constructor(private readonly options: RtspStreamOptions) {}

  /** Wanted: pulling, or waiting to pull again after a drop. */
  get running(): boolean {
    return this.wanted;
  }

  get transcoding(): boolean {
    return this.options.transcode;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Pulls and resolves once the first playlist is written; rejects (and stays stopped) when the camera cannot be read. */
  async start(): Promise<void> {
    const { dir } = this.options;
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, PLAYLIST))) for (const file of readdirSync(dir)) rmSync(path.join(dir, file), { force: true });
    this.wanted = true;
    const startedAt = Date.now();
    this.spawn();
    try {
      await this.waitReady(startedAt);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private spawn(): void {
    const { dir, ffmpegPath, source, transcode } = this.options;
    const append = existsSync(path.join(dir, PLAYLIST));
    const child = spawnFfmpeg(ffmpegPath, pullArgs(source, transcode, append), { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    const spawnedAt = Date.now();
    this.child = child;
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-1500);
    });
    this.exited = new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        if (this.child === child) this.child = null;
        rmSync(path.join(dir, PID_FILE), { force: true });
        if (this.wanted) this.scheduleRestart(Date.now() - spawnedAt);
        resolve();
      };
      child.once('close', finish);
      child.once('error', (error) => {
        this.stderrTail += String(error.message);
        finish();
      });
    });
    if (child.pid) writeFileSync(path.join(dir, PID_FILE), String(child.pid));
  }

  private scheduleRestart(ranMs: number): void {
    if (ranMs >= GOOD_RUN_MS) this.backoffMs = BACKOFF_FIRST_MS;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(BACKOFF_MAX_MS, this.backoffMs * 2);
    this.options.log.warn({ dir: path.basename(this.options.dir), delayMs: delay, err: this.lastError() }, 'rtsp source dropped, pulling again');
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.wanted) return;
      this.restarts++;
      this.spawn();
    }, delay);
    this.retry.unref();
  }

  private async waitReady(startedAt: number): Promise<void> {
    const playlist = path.join(this.options.dir, PLAYLIST);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      // The first pull failing (wrong address or login, camera off) is an answer, not a drop to retry.
      if (!this.child) throw new Error(`ffmpeg stopped: ${this.lastError() || 'no output'}`);
      try {
        if (statSync(playlist).mtimeMs >= startedAt - 5) return;
      } catch {
        // not written yet
      }
      await sleep(100);
    }
    throw new Error('the camera gave no video in time');
  }

  /** Stops pulling: no restart, ffmpeg asked to end, killed if it lingers. */
  async stop(): Promise<void> {
    this.wanted = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const child = this.child;
    if (!child) return this.exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  lastError(): string {
    return loginsRedacted(this.stderrTail.trim());
  }
}
