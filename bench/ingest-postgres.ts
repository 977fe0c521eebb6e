/**
 * A throwaway PostgreSQL 15 cluster for bench:ingest, started like scripts/test-pg.mjs does
 * (as the postgres system user when run as root, trust auth, no fsync, a free port); null when the
 * binaries are missing.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<{ url: string; stop(): void } | null> {
  if (!existsSync(path.join(BIN, 'initdb'))) return null;
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? 'postgres' : userInfo().username;
  if (isRoot && spawnSync('id', ['-u', user]).status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'smartmon-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = path.join(BIN, tool);
    const result = isRoot
      ? spawnSync('runuser', ['-u', user, '--', command, ...args], { cwd: dir, encoding: 'utf8' })
      : spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
  };
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  run('initdb', ['-D', dataDir, '--auth=trust', '--encoding=UTF8', '--no-locale', `--username=${user}`]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, 'smartmon']);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/smartmon`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
