/**
 * npm run bench:first-start [-- --runs N]: the console's first start on a fresh data directory, as
 * `npm start` runs it (node --import tsx server/main.ts, simulator on, PGlite), N times (default 1).
 * Times from the spawn to: listening (the console answers), today's one-minute data written (the
 * backfill's first raw day), all raw days written, and the whole 13-month backfill done. Reads the
 * server's own output, so it measures what a user sees; the data directory's size after the server
 * stops is the demo history on disk (the seed included). Prints a Markdown table; RESULTS.md is
 * written by hand from it (with the machine's load, which moves these figures a lot).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { RAW_DAYS } from '../server/sim/history';

const arg = process.argv.indexOf('--runs');
const RUNS = arg > 0 ? Number(process.argv[arg + 1]) : 1;
/** A first start that has not finished its backfill by then is reported as unfinished. */
const LIMIT_MS = 20 * 60_000;

interface Marks {
  listening?: number;
  today?: number;
  rawDone?: number;
  backfillDone?: number;
  rows?: number;
  /** The data directory's size once the server has stopped, bytes. */
  bytes?: number;
}

/** Bytes under `dir`, files only. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function firstStart(): Promise<Marks> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-first-start-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), MQTT_PORT: String(await freePort()), LOG_LEVEL: 'info' };
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const marks: Marks = {};
  const at = () => Date.now() - started;
  let buffered = '';
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (marks.listening === undefined && line.includes('smartmon console:')) marks.listening = at();
        const raw = /backfill: minute data, day (\d+)\/(\d+)/.exec(line);
        if (raw && raw[1] === '1') marks.today = at();
        if (raw && raw[1] === raw[2]) marks.rawDone = at();
        if (line.includes('"backfill done"')) {
          marks.backfillDone = at();
          marks.rows = Number(/"rows":(\d+)/.exec(line)?.[1]);
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await done;
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  marks.bytes = sizeOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  return marks;
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'unfinished' : (ms / 1000).toFixed(1));

const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  const load = loadavg()[0].toFixed(1);
  const marks = await firstStart();
  rows.push(`| ${RAW_DAYS} | ${run} | ${load} | ${seconds(marks.listening)} | ${seconds(marks.today)} | ${seconds(marks.rawDone)} | ${seconds(marks.backfillDone)} | ${marks.rows?.toLocaleString('en-US') ?? '-'} | ${marks.bytes === undefined ? '-' : (marks.bytes / 1e6).toFixed(0)} |`);
  console.log(rows.at(-1));
}
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), first start as npm start runs it\n`);
console.log('| raw days | run | load (1 min) before | listening, s | today\'s minute data, s | all raw days, s | whole backfill, s | rows | data dir, MB |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
