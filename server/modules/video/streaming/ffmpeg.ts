import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Font candidates for the burned-in timestamp and PTZ line, most legible first. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

/** Whether the binary runs at all (a wrong FFMPEG_PATH or no Debian package answers false). */
export function ffmpegWorks(ffmpegPath: string): boolean {
  try {
    const result = spawnSync(ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 5000 });
    return result.status === 0;
  } catch {
    return false;
  }
}

/**
 * A TrueType font for drawtext: VIDEO_FONT, a known Debian path, or what fontconfig offers.
 * Null means no text overlay (the PTZ state is still reported by the status endpoint).
 */
export function findFont(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.VIDEO_FONT && existsSync(env.VIDEO_FONT)) return env.VIDEO_FONT;
  const known = FONT_CANDIDATES.find((file) => existsSync(file));
  if (known) return known;
  try {
    const result = spawnSync('fc-match', ['-f', '%{file}', 'monospace'], { encoding: 'utf8', timeout: 3000 });
    const file = result.stdout?.trim();
    return file && /\.(ttf|otf)$/i.test(file) && existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

const SETPRIV = '/usr/bin/setpriv';
const canTieToParent = process.platform === 'linux' && existsSync(SETPRIV);

/**
 * Spawns ffmpeg so that it dies with this process: through util-linux's setpriv with a parent-death
 * signal (Linux), so a crashed or killed server leaves no stream running. Elsewhere it is a plain
 * spawn, and the stream folders' pid files let the next start clean up.
 */
export function spawnFfmpeg(ffmpegPath: string, args: string[], options: SpawnOptions): ChildProcess {
  if (!canTieToParent) return spawn(ffmpegPath, args, options);
  return spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', ffmpegPath, ...args], options);
}

/** Runs ffmpeg to completion and returns its stdout; rejects with the tail of stderr. */
export function runFfmpeg(ffmpegPath: string, args: string[], timeoutMs = 15_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnFfmpeg(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`));
    });
  });
}
