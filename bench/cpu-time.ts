/**
 * CPU seconds from /proc (Linux): of this process's main thread (where the server runs in the
 * ingest benches; the load generator has its own thread), of every thread by name, and of all
 * PostgreSQL processes on the machine (the throwaway cluster is the only one). Unlike a rate,
 * CPU time per point hardly moves with the load other users put on a shared machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc stat lines (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime in seconds of a /proc stat file; 0 when the task is gone. */
export function cpuOf(statPath: string): number {
  try {
    const fields = readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

export function mainThreadCpu(): number {
  return cpuOf(`/proc/${process.pid}/task/${process.pid}/stat`);
}

/** CPU seconds of each thread of this process, by thread name and id. */
export function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const name = tid === String(process.pid) ? 'main' : readFileSync(`/proc/${process.pid}/task/${tid}/comm`, 'utf8').trim();
    out.set(`${name}#${tid}`, cpuOf(`/proc/${process.pid}/task/${tid}/stat`));
  }
  return out;
}

export function postgresCpu(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuOf(`/proc/${pid}/stat`);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds of the server's side (this main thread, plus PostgreSQL when `postgres`) spent in `run`. */
export async function serverCpu<T>(postgres: boolean, run: () => Promise<T>): Promise<{ result: T; cpuS: number }> {
  const before = mainThreadCpu() + (postgres ? postgresCpu() : 0);
  const result = await run();
  return { result, cpuS: mainThreadCpu() + (postgres ? postgresCpu() : 0) - before };
}
