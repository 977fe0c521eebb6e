import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The run's PostgreSQL cluster as scripts/test-pg.mjs made it (TEST_PG_*): stopped, started and
 * frozen by the outage tests. pg_ctl runs as the cluster's owner (as root, through runuser).
 */
function env(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set: run the scale tests with \`npm run test:scale\``);
  return value;
}

function pgCtl(args: string[]): void {
  const command = path.join(env('TEST_PG_BIN'), 'pg_ctl');
  const full = ['-D', env('TEST_PG_DATA'), ...args];
  const owner = env('TEST_PG_OWNER');
  const result = owner
    ? spawnSync('runuser', ['-u', owner, '--', command, ...full], { encoding: 'utf8' })
    : spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed (${result.status}): ${result.stdout}${result.stderr}`);
}

/** Fast shutdown: open connections are terminated, as in a restart or a failover. */
export function stopPostgres(): void {
  pgCtl(['-m', 'fast', '-w', 'stop']);
}

/** Starts it again on the same port and socket directory, with the same settings. */
export function startPostgres(): void {
  pgCtl(['-o', env('TEST_PG_OPTIONS'), '-l', env('TEST_PG_LOG'), '-w', 'start']);
}

/** The postmaster and every process it started: what SIGSTOP must reach to freeze the database. */
function clusterPids(): number[] {
  const postmaster = Number(readFileSync(path.join(env('TEST_PG_DATA'), 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((entry) => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

/** SIGSTOP on the whole cluster: connections stay open and nothing answers (a hung host, a stalled disk). */
export function freezePostgres(): () => void {
  const pids = clusterPids();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  };
}
