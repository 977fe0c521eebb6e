import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * An exclusive, process-level lock on the embedded database directory. PGlite cannot provide one:
 * its postgres runs as a WebAssembly process whose pid is always 42, so the postmaster.pid of a
 * running instance looks stale to any other instance, which then "recovers" the directory under
 * the running one and the WAL of both is lost. The lock file holds our real pid, host and (on
 * Linux) boot id and process start time, so a lock left by a killed process is told from a live one
 * even after a reboot has reused its pid. A pid means nothing on another host (a recreated
 * container has a new host name, a network disk another machine): there the holder is alive while
 * it keeps the file's modification time fresh (a heartbeat every HEARTBEAT_MS), and a lock not
 * refreshed for HEARTBEAT_STALE_MS is taken over. A holder that finds its lock taken over (it was
 * frozen that long) is told through `onLost` and must stop writing. Every exit of the process that
 * runs its 'exit' handlers (a clean stop, process.exit on a forced one) removes the lock.
 */
export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  boot: string | null;
  started: string | null;
}

/** Long enough to ride over the previous instance's graceful shutdown (main.ts caps it at 10 s). */
export const LOCK_WAIT_MS = 12_000;
const RETRY_MS = 250;
/** How often a holder touches its lock file. */
export const HEARTBEAT_MS = 5_000;
/**
 * A lock of another host untouched this long has no holder: six missed heartbeats, which also
 * absorbs clocks of two hosts a few seconds apart (the file's time is the writer's, the reader
 * compares it with its own).
 */
export const HEARTBEAT_STALE_MS = 6 * HEARTBEAT_MS;

export interface LockOptions {
  heartbeatMs?: number;
  /** The lock file no longer names this process: another took it over while this one was frozen. */
  onLost?: () => void;
}

export class DataDirLockedError extends Error {}

/** Lock files this process holds, with what stops their heartbeat: a second open in the same process is refused too. */
const HELD = new Map<string, () => void>();
// Synchronous, so it runs on process.exit too (main.ts's forced shutdown): no lock outlives its process then.
process.on('exit', () => {
  for (const file of [...HELD.keys()]) release(file);
});

export async function lockDataDir(dir: string, file: string, waitMs = LOCK_WAIT_MS, options: LockOptions = {}): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // Held by this very process: only it can release it, so waiting would only delay the error.
    if (HELD.has(file)) throw lockedError(dir, file, me());
    const owner = tryCreate(file);
    if (!owner) return hold(file, options);
    if (!isAlive(owner, file)) {
      takeOverStale(file, owner);
      continue;
    }
    if (Date.now() >= deadline) throw lockedError(dir, file, owner);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** The lock just created: kept fresh until released, and released at the latest when the process exits. */
function hold(file: string, options: LockOptions): DataDirLock {
  const mine = me();
  const heartbeat = setInterval(() => {
    const owner = readOwner(file);
    if (owner.pid !== mine.pid || owner.host !== mine.host || owner.started !== mine.started) {
      clearInterval(heartbeat);
      HELD.delete(file);
      options.onLost?.();
      return;
    }
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // gone meanwhile: the next beat finds out who holds it now
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  HELD.set(file, () => clearInterval(heartbeat));
  return { release: () => release(file) };
}

function lockedError(dir: string, file: string, owner: Owner): DataDirLockedError {
  const where = owner.host === hostname() ? '' : ` (another host: it is taken over once its heartbeat, the lock file's time, is ${HEARTBEAT_STALE_MS / 1000} s old)`;
  return new DataDirLockedError(
    `the data directory ${dir} is in use by process ${owner.pid} on ${owner.host}${where}; ` +
      `stop that server first (if that process no longer exists, delete ${file})`,
  );
}

function me(): Owner {
  return { pid: process.pid, host: hostname(), boot: bootId(), started: startTime(process.pid) };
}

/** Creates the lock file; null on success, otherwise the current owner as written in it. */
function tryCreate(file: string): Owner | null {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOwner(file);
  }
  try {
    writeSync(fd, JSON.stringify(me()));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return null;
}

function readOwner(file: string): Owner {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    // Unreadable or half-written (killed between create and write): nobody can own it.
    return { pid: 0, host: hostname(), boot: null, started: null };
  }
}

function isAlive(owner: Owner, file: string): boolean {
  // Another host (a network disk, a recreated container): its pids mean nothing here, its heartbeat does.
  if (owner.host !== hostname()) return heartbeatAge(file) < HEARTBEAT_STALE_MS;
  // Our own pid in a file we do not hold: left by an earlier process that had our pid (a container).
  if (!owner.pid || owner.pid === process.pid) return false;
  if (owner.boot && bootId() && owner.boot !== bootId()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid exists; it is the owner only if it started when the owner did.
  return !owner.started || startTime(owner.pid) === owner.started;
}

/**
 * Moves a stale lock aside and deletes it. If another starter took it over in the meantime, the
 * moved file is a live lock: put it back (link fails rather than overwrite a newer one).
 */
function takeOverStale(file: string, stale: Owner): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved.pid !== stale.pid || moved.started !== stale.started) {
    try {
      linkSync(aside, file);
    } catch {
      // a third starter already holds a newer lock; the one we moved belongs to a loser anyway
    }
  }
  unlinkSync(aside);
}

/** Milliseconds since the lock file was last touched; 0 if it vanished (someone is changing it: not stale). */
function heartbeatAge(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function release(file: string): void {
  const stopHeartbeat = HELD.get(file);
  if (!stopHeartbeat) return;
  stopHeartbeat();
  HELD.delete(file);
  try {
    if (readOwner(file).pid === process.pid) unlinkSync(file);
  } catch {
    // already gone
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: start time in clock ticks since boot (Linux only). */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
