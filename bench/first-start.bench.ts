/**
 * npm run bench:first-start [-- --runs N] [-- --hogs N] [-- --limit-minutes M]: the console's first start on a fresh data
 * directory, as `npm start` runs it (scripts/start.mjs without its build, simulator on, PGlite), N times
 * (default 1); with --hogs, that many `yes > /dev/null` processes load the machine meanwhile.
 * Times from the spawn to: the first answered request (GET /api/health, asked every half second
 * from the spawn on: what a browser opening the console meets; the held port's "starting" answer),
 * the server's own first answer (200), the listening line, today's
 * one-minute data written (the backfill's first raw day), all raw days written, and the whole
 * 13-month backfill done; and the longest any answer took while the backfill ran (issue 42: it
 * held every request until it ended). Reads the server's own output for the rest; the data
 * directory's size after the server stops is the demo history on disk (the seed included), with its
 * WAL and the telemetry tables' share (data-dir-census.ts), and the bytes the start wrote. Prints a
 * Markdown table; RESULTS.md is written by hand from it (with the machine's load, which moves these
 * figures a lot).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { RAW_DAYS } from '../server/sim/history';
import { bytesWritten, censusOf, censusText, sizeOf, type Census } from './data-dir-census';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = option('--runs', 1);
const HOGS = option('--hogs', 0);
/** How often the probe asks GET /api/health (one request in flight at a time). */
const PROBE_EVERY_MS = 500;
/** A first start that has not finished its backfill by then (--limit-minutes, 20) is reported as unfinished. */
const LIMIT_MS = option('--limit-minutes', 20) * 60_000;

interface Marks {
  /** The first GET /api/health answered (the held port's 503 "starting", once the wrapper holds it). */
  firstAnswer?: number;
  /** The first GET /api/health the server itself answered (200). */
  firstServerAnswer?: number;
  /** The longest a request took from then until the backfill was done, and when it was sent. */
  longestAnswer?: number;
  longestSentAt?: number;
  listening?: number;
  today?: number;
  rawDone?: number;
  backfillDone?: number;
  rows?: number;
  /** The data directory's size once the server has stopped, bytes, and what it holds. */
  bytes?: number;
  census?: Census;
  /** Bytes the first start wrote (the server, its wrapper and PGlite): handed to write(2), and dirtied for the disk. */
  written?: { handed: number; stored: number };
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

/**
 * Asks GET /api/health on `port` every PROBE_EVERY_MS until stopped, one request at a time; a
 * refused connection (not listening yet) is asked again at the next tick. A request counts toward
 * the longest answer when it was sent while the backfill ran; one still waiting when the probe
 * stops counts with its wait so far (a held answer may only come after the backfill's last line).
 */
function probe(port: number, started: number, marks: Marks, backfilling: () => boolean): () => void {
  let pending: { sent: number; during: boolean } | null = null;
  const longest = (sent: number) => {
    if (Date.now() - sent <= (marks.longestAnswer ?? 0)) return;
    marks.longestAnswer = Date.now() - sent;
    marks.longestSentAt = sent - started;
  };
  const timer = setInterval(() => {
    if (pending) return;
    const asked = { sent: Date.now(), during: backfilling() };
    pending = asked;
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        pending = null;
        marks.firstAnswer ??= Date.now() - started;
        if (res.statusCode !== 200) return;
        marks.firstServerAnswer ??= Date.now() - started;
        if (asked.during) longest(asked.sent);
      });
    });
    request.on('error', () => (pending = null));
  }, PROBE_EVERY_MS);
  return () => {
    clearInterval(timer);
    if (pending?.during && marks.firstServerAnswer !== undefined) longest(pending.sent);
  };
}

async function firstStart(): Promise<Marks> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-first-start-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), MQTT_PORT: String(await freePort()), LOG_LEVEL: 'info', SIM: '1', START_SKIP_BUILD: '1' };
  const started = Date.now();
  const writtenBefore = bytesWritten();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const marks: Marks = {};
  const stopProbe = probe(port, started, marks, () => marks.backfillDone === undefined);
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
  stopProbe();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  const writtenAfter = bytesWritten();
  marks.written = { handed: writtenAfter.handed - writtenBefore.handed, stored: writtenAfter.stored - writtenBefore.stored };
  marks.bytes = sizeOf(dataDir);
  marks.census = await censusOf(dataDir).catch((error: unknown) => {
    console.error('the data directory census failed:', error);
    return undefined;
  });
  rmSync(dataDir, { recursive: true, force: true });
  return marks;
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'unfinished' : (ms / 1000).toFixed(1));

/** CPU hogs for a loaded run, ended by their own handles when the runs are over. */
const hogs: ChildProcess[] = Array.from({ length: HOGS }, () => spawn('yes', [], { stdio: ['ignore', 'ignore', 'ignore'] }));
const rows: string[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const load = loadavg()[0].toFixed(1);
    const marks = await firstStart();
    const cells = [HOGS, RAW_DAYS, run, load, seconds(marks.firstAnswer), seconds(marks.firstServerAnswer), `${seconds(marks.longestAnswer)} (at ${seconds(marks.longestSentAt)})`, seconds(marks.listening), seconds(marks.today), seconds(marks.rawDone), seconds(marks.backfillDone)];
    const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1e6).toFixed(0));
    rows.push(`| ${cells.join(' | ')} | ${marks.rows?.toLocaleString('en-US') ?? '-'} | ${mb(marks.bytes)} | ${mb(marks.census?.wal)} | ${mb(marks.written?.handed)} | ${mb(marks.written?.stored)} |`);
    console.log(rows.at(-1));
    if (marks.census) console.log(`\n${censusText(marks.census)}\n`);
  }
} finally {
  for (const hog of hogs) hog.kill('SIGTERM');
}
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, first start as npm start runs it\n`);
console.log("| hogs | raw days | run | load (1 min) before | first answer, s | server's first answer, s | longest answer while filling (sent at), s | listening, s | today's minute data, s | all raw days, s | whole backfill, s | rows | data dir, MB | of it pg_wal, MB | written, MB | to the disk, MB |");
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
