import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnFfmpeg } from './ffmpeg';
import { ptzLabel, type PtzState } from './ptz';
import { buildSceneGraph, LABEL_FILE, labelText, OUTPUT, PTZ_FILE, viewCommands } from './sim-scene';

export const PLAYLIST = 'index.m3u8';
const READY_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 2_000;
const SEGMENT_SECONDS = 1;
const PLAYLIST_SEGMENTS = 6;
/**
 * Segments kept on disk after they leave the playlist: a player that read the playlist just before
 * a segment rolled off (or a wall of 16 on a busy PC) still gets it instead of a 404 and a stall.
 * 30 s of them: with 4, a starved player still asked for gone segments (bench:soak's wall at load
 * 17-30, 1,155 404s in two hours; a big screen in a full npm test run). A sim segment is about
 * 20 KB (150 kbit/s), so 30 of them per camera cost little disk.
 */
const SEGMENTS_KEPT_AFTER_PLAYLIST = 30;
export const PID_FILE = 'ffmpeg.pid';
const GRAPH_FILE = 'scene.graph';
export const SEGMENT_PATTERN = 'seg_%d.ts';

/**
 * ffmpeg's command line for a stream, run in the stream's folder: every file by a fixed name
 * relative to it, so no part of the camera's serial (the folder's name) is on the command line or
 * in the graph, where a leading '-' would be an option and ':' a protocol or filter option.
 */
export function streamArgs(append: boolean): string[] {
  const flags = `delete_segments+independent_segments+omit_endlist${append ? '+append_list+discont_start' : ''}`;
  return [
    '-hide_banner', '-loglevel', 'error', '-nostats',
    '-filter_complex_script', GRAPH_FILE, '-map', '[out]', '-an',
    '-c:v', 'libx264', '-threads', '1', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p',
    '-b:v', '150k', '-maxrate', '200k', '-bufsize', '300k',
    '-g', String(OUTPUT.fps * SEGMENT_SECONDS), '-keyint_min', String(OUTPUT.fps * SEGMENT_SECONDS), '-sc_threshold', '0',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', String(PLAYLIST_SEGMENTS),
    '-hls_delete_threshold', String(SEGMENTS_KEPT_AFTER_PLAYLIST), '-hls_flags', flags,
    ...(append ? [] : ['-hls_start_number_source', 'epoch']),
    '-hls_segment_filename', SEGMENT_PATTERN, PLAYLIST,
  ];
}

export interface SimStreamOptions {
  ffmpegPath: string;
  dir: string;
  serial: string;
  motion: number;
  font: string | null;
  state: PtzState;
}

/**
 * One ffmpeg process making one camera's live HLS (libx264 ultrafast, low bitrate, one-second
 * segments) into its own folder. PTZ is applied while it runs through ffmpeg's stdin command
 * interface ('c' + "target -1 command arg"), so the segment sequence never breaks.
 */
export class SimStream {
  private child: ChildProcessWithoutNullStreams | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderrTail = '';
  private shown: PtzState | null = null;
  readonly startedAt = Date.now();
  running = false;

  constructor(private readonly options: SimStreamOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns ffmpeg and resolves once the first playlist is written; rejects with ffmpeg's complaint. */
  async start(): Promise<void> {
    const { dir, ffmpegPath } = this.options;
    mkdirSync(dir, { recursive: true });
    // Continue an existing playlist (a restart after a crash or a quick re-watch) so players keep going.
    const append = existsSync(path.join(dir, PLAYLIST));
    if (!append) for (const file of readdirSync(dir)) rmSync(path.join(dir, file), { force: true });
    this.writePtzFile(this.options.state);
    writeFileSync(path.join(dir, LABEL_FILE), labelText(this.options.serial));
    writeFileSync(path.join(dir, GRAPH_FILE), buildSceneGraph(this.options));
    this.shown = this.options.state;
    const args = streamArgs(append);
    const startedAt = Date.now();
    const child = spawnFfmpeg(ffmpegPath, args, { cwd: dir, stdio: ['pipe', 'ignore', 'pipe'] }) as ChildProcessWithoutNullStreams;
    this.child = child;
    this.running = true;
    child.stdin.on('error', () => undefined); // a write racing the exit must not crash the server
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-1500);
    });
    this.exited = new Promise((resolve) => {
      child.once('close', () => {
        this.running = false;
        rmSync(path.join(dir, PID_FILE), { force: true });
        resolve();
      });
      child.once('error', (error) => {
        this.stderrTail += String(error.message);
        this.running = false;
        resolve();
      });
    });
    if (child.pid) writeFileSync(path.join(dir, PID_FILE), String(child.pid));
    await this.waitReady(startedAt);
  }

  private async waitReady(startedAt: number): Promise<void> {
    const playlist = path.join(this.options.dir, PLAYLIST);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`ffmpeg stopped: ${this.stderrTail.trim() || 'no output'}`);
      try {
        if (statSync(playlist).mtimeMs >= startedAt - 5) return;
      } catch {
        // not written yet
      }
      await sleep(100);
    }
    await this.stop();
    throw new Error('ffmpeg produced no playlist in time');
  }

  /** Moves the view; only the parts that changed are sent. */
  show(state: PtzState): void {
    this.writePtzFile(state);
    const lines = viewCommands(this.shown, state);
    this.shown = state;
    if (lines && this.child && this.running) this.child.stdin.write(lines);
  }

  /** drawtext re-reads this file every frame; a rename makes the update atomic. */
  private writePtzFile(state: PtzState): void {
    const file = path.join(this.options.dir, PTZ_FILE);
    writeFileSync(`${file}.tmp`, ptzLabel(state));
    renameSync(`${file}.tmp`, file);
  }

  /** Asks ffmpeg to finish ('q'), then kills it if it lingers. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return this.exited;
    child.stdin.write('q');
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  lastError(): string {
    return this.stderrTail.trim();
  }
}

/**
 * Kills ffmpeg processes a previous run of the server left behind (it crashed before its
 * onClose): each stream folder holds the pid of its ffmpeg. Only a process working in that folder
 * (streams run there) whose parent is gone (re-parented away from a node process) is killed, so
 * another live server sharing the folder, or a recycled pid, is never touched.
 */
export function reapOrphans(hlsRoot: string): number {
  if (!existsSync(hlsRoot)) return 0;
  let killed = 0;
  for (const name of readdirSync(hlsRoot)) {
    const dir = path.join(hlsRoot, name);
    const pidFile = path.join(dir, PID_FILE);
    if (!existsSync(pidFile)) continue;
    try {
      const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
      if (procFolder(pid) !== path.resolve(dir)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (procCommand(ppid).includes('node')) continue;
      process.kill(pid, 'SIGKILL');
      rmSync(pidFile, { force: true });
      killed++;
    } catch {
      // gone already, or not ours to judge
    }
  }
  return killed;
}

function procFolder(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

function procCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}
