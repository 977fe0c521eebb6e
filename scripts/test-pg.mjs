#!/usr/bin/env node
/**
 * npm run test:pg [-- vitest args]: runs the API suite against a throwaway PostgreSQL 15 cluster.
 *
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user
 * (or a `smartmon-pg` system user made for it). The cluster listens on 127.0.0.1 only, on a free
 * port, with its socket inside its own temporary directory, trust authentication and no fsync
 * (nothing in it outlives the run). The test helper resets the public schema per file, so files
 * run one after another against the one database. The cluster is stopped and its directory
 * removed afterwards, also on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'smartmon';
const FALLBACK_USER = 'smartmon-pg';

if (!existsSync(path.join(BIN, 'initdb'))) {
  console.error(`PostgreSQL 15 binaries not found in ${BIN}.`);
  console.error('Install them with:  sudo apt-get install -y postgresql-15   (or set PG_BIN to their directory)');
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const osUser = isRoot ? ensureClusterUser() : userInfo().username;
const dir = mkdtempSync(path.join(tmpdir(), 'smartmon-pg-'));
const dataDir = path.join(dir, 'data');
let started = false;
let child = null;
let interrupted = false;

/** Runs a PostgreSQL tool as the cluster's owner; throws with its output when it fails. */
function pgTool(tool, args) {
  const command = path.join(BIN, tool);
  const result = isRoot
    ? spawnSync('runuser', ['-u', osUser, '--', command, ...args], { cwd: dir, encoding: 'utf8' })
    : spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
  }
  return result.stdout;
}

function ensureClusterUser() {
  for (const name of ['postgres', FALLBACK_USER]) {
    if (spawnSync('id', ['-u', name]).status === 0) return name;
  }
  const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', FALLBACK_USER], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`useradd ${FALLBACK_USER} failed: ${made.stderr}`);
  return FALLBACK_USER;
}

function uidGidOf(name) {
  const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function cleanup() {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // vitest gets the signal and exits; the finally below then stops the cluster.
    if (child) child.kill(signal);
    else {
      cleanup();
      process.exit(130);
    }
  });
}

async function main() {
  if (isRoot) {
    const { uid, gid } = uidGidOf(osUser);
    chownSync(dir, uid, gid);
  }
  pgTool('initdb', ['-D', dataDir, '--auth=trust', '--encoding=UTF8', '--no-locale', `--username=${osUser}`]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  pgTool('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  started = true;
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', osUser, DATABASE]);
  const url = `postgres://${osUser}@127.0.0.1:${port}/${DATABASE}`;
  console.log(`PostgreSQL 15 on ${url}`);
  if (interrupted) return 130;

  // TEST_PG_PROJECT: scripts/test-scale.mjs runs the `scale` project against the same kind of cluster.
  const args = ['run', '--project', process.env.TEST_PG_PROJECT ?? 'api', '--maxWorkers=1', '--no-file-parallelism', ...process.argv.slice(2)];
  // vitest itself, not through npx, so that a forwarded signal reaches it.
  const vitest = path.join(process.cwd(), 'node_modules', '.bin', 'vitest');
  // TEST_PG_*: what the outage tests (tests/scale/postgres-control.ts) need to stop, start and freeze the cluster.
  const control = { TEST_PG_DATA: dataDir, TEST_PG_OPTIONS: options, TEST_PG_LOG: path.join(dir, 'postgres.log'), TEST_PG_BIN: BIN, TEST_PG_OWNER: isRoot ? osUser : '' };
  child = spawn(vitest, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url, ...control } });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  const log = path.join(dir, 'postgres.log');
  if (existsSync(log)) console.error(spawnSync('tail', ['-n', '30', log], { encoding: 'utf8' }).stdout);
} finally {
  cleanup();
}
process.exit(code);
