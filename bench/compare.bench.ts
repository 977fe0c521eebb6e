/**
 * npm run bench:compare: every headline figure against the tool a user would pick instead, on the
 * same machine in the same run. Each pair runs back to back, the order of its sides alternating
 * between rounds; the medians, the ratio and its spread over rounds go to bench/RESULTS.md under
 * "## Side by side (bench:compare)".
 * Options: --rounds=N (default 5), --quick (1 round, shorter runs), --only=chart,map,ingest,push,
 * --dry (print, do not write RESULTS.md).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg, totalmem } from 'node:os';
import { chartRound, closeChart, openChart } from './compare/chart';
import { ingestRound } from './compare/ingest';
import { closeMap, mapRound, openMap } from './compare/map';
import { pushRound } from './compare/push';
import { Sheet } from './compare/stats';
import { startThrowawayPostgres } from './ingest-postgres';
import { writeResultsSection } from './results-file';

const HEADING = '## Side by side (bench:compare)';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 1 : Number(arg('rounds') ?? 5);
const ONLY = new Set((arg('only') ?? 'chart,map,ingest,push').split(','));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

function machine(): string {
  const model = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown CPU';
  return `${execSync('nproc').toString().trim()} CPU(s) (nproc), ${model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

async function main() {
  const started = new Date();
  const loadBefore = load();
  const log = (line: string) => console.log(`[${((Date.now() - started.getTime()) / 1000).toFixed(0)} s] ${line}`);
  log(`${machine()}; load ${loadBefore}; ${ROUNDS} round(s): ${[...ONLY].join(', ')}`);
  const sheet = new Sheet();
  const pg = ONLY.has('ingest') ? await startThrowawayPostgres() : null;
  const chart = ONLY.has('chart') ? await openChart(QUICK) : null;
  const map = ONLY.has('map') ? await openMap(QUICK) : null;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      log(`round ${round + 1} of ${ROUNDS}`);
      if (chart) sheet.add(await chartRound(chart, round, log));
      if (map) sheet.add(await mapRound(map, round, log));
      if (ONLY.has('ingest')) sheet.add(await ingestRound(round, pg?.url ?? null, log));
      if (ONLY.has('push')) sheet.add(await pushRound(round, QUICK ? 3000 : 5000, log));
    }
  } finally {
    if (chart) await closeChart(chart);
    if (map) await closeMap(map);
    pg?.stop();
  }
  const chromium = chart?.version ?? map?.version ?? '';
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const loadAfter = load();
  const table = sheet.markdown();
  console.log(table);
  console.log(JSON.stringify(sheet.toJSON()));
  if (process.argv.includes('--dry')) return;
  writeResultsSection(
    HEADING,
    `${HEADING}

\`npm run bench:compare${QUICK ? ' -- --quick' : ''}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} minutes: ${machine()}${chromium ? `, Chromium ${chromium} headless (SwiftShader WebGL)` : ''}.
Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadAfter} (shared machine). ${ROUNDS} round(s); in each, the two sides of
a pair run back to back and their order flips from one round to the next. The ratio is the product against the peer, so that
above 1 the product is better (faster, or more per second): peer / product for times, product / peer for rates; its spread
is the lowest and highest ratio of a single round.

${table}

How each pair is measured (bench/compare/):
- **chart**: the same ${(500_000).toLocaleString('en-US')} seeded points in one series, 1280 px wide and 400 px high, in the same page build:
  the console's history chart (src/components/charts) against uPlot ${uplotVersion()} with default options. First frame: from
  handing the data over to the frame after the first draw. Drag: zoomed to the middle quarter, then 2 s of one pointer move
  per animation frame (a 60 Hz mouse) panning back and forth; uPlot pans by setScale on each move (it has no pan of its own).
- **map**: the product's device layer (scenes/device-map: icon atlas, binary status colours written in place) against a
  plain deck.gl ScatterplotLayer whose colour accessor is re-run through updateTriggers, the way deck.gl's docs update
  colours. A status update is timed to the frame deck.gl hands over (onAfterRender): SwiftShader may still be drawing
  the one before, so either side can be charged for it. Pan step: the view moved once and the frame waited for until
  drawn (gl.finish), median of 3; at 100,000 devices a frame takes seconds under SwiftShader and the 3 s frame rate
  counts only 0-2 frames, so the pan step is the figure to compare there. WebGL is SwiftShader on the CPU here, so frame rates and times to frame are reported, never asserted.
- **ingest**: ${(100_000).toLocaleString('en-US')} points (40 devices x 8 readings a message), QoS 1, each device keeping 25 messages in
  flight, PUBACK only after commit, rollups and latest values written in the same statement: against the same rows written
  to a freshly migrated copy of the same database as unnest INSERTs and as COPY of 5,000 rows a statement (each its own
  commit; PGlite fsyncs every commit in both). "Where the gap goes" adds a third side, the product's own batch statement
  (raw rows, hourly and daily rollups and latest values in one statement, as the ingest path folds them; no report bounds)
  on the same rows with nothing around it: against the bare INSERT it is what the rollups cost the database, and the full
  path against it is what the path around the database costs (broker, parsing and checks, PUBACKs after commit, push).
  PostgreSQL is a throwaway cluster with fsync off. The broker pair sends
  25,000 messages to a bare Aedes (the embedded broker's engine, in this process) and to Mosquitto, no subscribers.
  CPU per 1,000 points is the server side's: this process's main thread (the server, or the bare writer; the load
  generator has its own thread) plus, on PostgreSQL, the cluster's processes. It moves little with a shared machine's load.
- **push**: 1,000 points/s to 50 subscribed socket.io clients: MQTT publish -> commit -> push, against a bare socket.io
  relay of the same payloads from a publisher socket to a device room; latency is from the reading's time to its arrival.
`,
  );
  console.log('written to bench/RESULTS.md');
}

function uplotVersion(): string {
  return (JSON.parse(readFileSync('node_modules/uplot/package.json', 'utf8')) as { version: string }).version;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
