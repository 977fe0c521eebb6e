#!/usr/bin/env node
/**
 * npm run test:scale [-- vitest args]: the scale-out proofs of issue 25 (tests/scale/). PostgreSQL
 * 15 comes from scripts/test-pg.mjs (a throwaway cluster, stopped and removed afterwards); each
 * test file starts the Mosquitto, Redis, nginx and API instances it needs on free loopback ports,
 * with their files in SCALE_RUN_DIR, and stops them in its afterAll. If a run is interrupted or
 * a worker dies before afterAll, this script kills the processes still naming SCALE_RUN_DIR (by
 * pid, found in /proc) and removes the directory. The Debian packages are installed by .ci/run;
 * this script only says which one is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NEEDED = [
  ['/usr/sbin/mosquitto', 'mosquitto'],
  ['/usr/bin/redis-server', 'redis-server'],
  ['/usr/sbin/nginx', 'nginx-light'],
  [path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb'), 'postgresql-15'],
];
const missing = NEEDED.filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
if (missing.length > 0) {
  console.error(`npm run test:scale needs: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

const runDir = mkdtempSync(path.join(tmpdir(), 'smartmon-scale-run-'));

/** Processes whose command line or environment names the run directory (the run's daemons and instances). */
function leftovers() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    for (const file of ['cmdline', 'environ']) {
      try {
        if (readFileSync(`/proc/${entry}/${file}`, 'latin1').includes(runDir)) {
          found.push(Number(entry));
          break;
        }
      } catch {
        // gone already, or not ours to read
      }
    }
  }
  return found;
}

function cleanup() {
  for (const pid of leftovers()) {
    console.error(`test:scale: stopping leftover process ${pid}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  rmSync(runDir, { recursive: true, force: true });
}

const child = spawn(process.execPath, [path.join('scripts', 'test-pg.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_PG_PROJECT: 'scale', SCALE_RUN_DIR: runDir },
});
// test-pg.mjs stops its cluster on these signals; pass them on rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 130 : 1));
});
