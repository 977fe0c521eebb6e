import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, HEARTBEAT_STALE_MS, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function lockFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'smartmon-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite.lock');
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a directory whose lock a live process holds, and names it', async () => {
    const file = lockFile();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const started = readFileSync(`/proc/${sleeper.pid}/stat`, 'utf8');
      const ticks = started.slice(started.lastIndexOf(')') + 2).split(' ')[19];
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      writeFileSync(file, JSON.stringify({ pid: sleeper.pid, host: hostname(), boot, started: ticks }));
      const error = await lockDataDir('/data/pglite', file, 300).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`in use by process ${sleeper.pid}`);
      expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(sleeper.pid);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over the lock of a killed process, and of a pid reused by another process', async () => {
    const file = lockFile();
    writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), boot: null, started: null }));
    const lock = await lockDataDir('/data/pglite', file, 0);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);

    // pid 1 is alive, but it did not start when the recorded owner did: a reboot reused the pid.
    writeFileSync(file, JSON.stringify({ pid: 1, host: hostname(), boot: null, started: '-1' }));
    (await lockDataDir('/data/pglite', file, 0)).release();
  });

  it('refuses a second open in the same process until the first is released', async () => {
    const file = lockFile();
    const first = await lockDataDir('/data/pglite', file, 0);
    await expect(lockDataDir('/data/pglite', file, 0)).rejects.toThrow(DataDirLockedError);
    first.release();
    (await lockDataDir('/data/pglite', file, 0)).release();
  });

  it('takes over a lock written on another host whose heartbeat stopped (a recreated container), refuses a fresh one', async () => {
    const file = lockFile();
    const other = { pid: 1, host: 'container-gone', boot: null, started: null };
    writeFileSync(file, JSON.stringify(other));
    const error = await lockDataDir('/data/pglite', file, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain('in use by process 1 on container-gone');
    expect((error as Error).message).toMatch(/heartbeat/);

    // Its holder refreshed it last longer ago than the staleness bound: nobody holds it.
    const past = (Date.now() - HEARTBEAT_STALE_MS - 5000) / 1000;
    utimesSync(file, past, past);
    const lock = await lockDataDir('/data/pglite', file, 0);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('keeps the heartbeat of a held lock fresh', async () => {
    const file = lockFile();
    const lock = await lockDataDir('/data/pglite', file, 0, { heartbeatMs: 20 });
    const past = (Date.now() - 60_000) / 1000;
    utimesSync(file, past, past);
    await expect.poll(() => statSync(file).mtimeMs, { timeout: 5000 }).toBeGreaterThan(Date.now() - 10_000);
    lock.release();
  });
});
