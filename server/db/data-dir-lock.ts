import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * An exclusive, process-level lock on the embedded database directory. PGlite cannot provide one:
 * its postgres runs as a WebAssembly process whose pid is always 42, so the postmaster.pid of a
 * running instance looks stale to any other instance, which then "recovers" the directory under
 * the running one and the WAL of both is lost. The lock file holds our real pid, host and (on
 * Linux) boot id and process start time, so a lock left by a killed process is told from a live one
 * even after a reboot has reused its pid.
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

export class DataDirLockedError extends Error {}

/** Lock files this process holds: a second open in the same process is refused too. */
const HELD = new Set<string>();

export async function lockDataDir(dir: string, file: string, waitMs = LOCK_WAIT_MS): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // Held by this very process: only it can release it, so waiting would only delay the error.
    if (HELD.has(file)) throw lockedError(dir, file, me());
    const owner = tryCreate(file);
    if (!owner) {
      HELD.add(file);
      return { release: () => release(file) };
    }
    if (!isAlive(owner)) {
      takeOverStale(file, owner);
      continue;
    }
    if (Date.now() >= deadline) throw lockedError(dir, file, owner);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function lockedError(dir: string, file: string, owner: Owner): DataDirLockedError {
  return new DataDirLockedError(
    `the data directory ${dir} is in use by process ${owner.pid} on ${owner.host}; ` +
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

function isAlive(owner: Owner): boolean {
  // Another host sharing the directory (a network disk): its pids mean nothing here, keep off.
  if (owner.host !== hostname()) return true;
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

function release(file: string): void {
  if (!HELD.delete(file)) return;
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
