/**
 * npm run bench:reports: two benches, chosen with BENCH_REPORTS (a comma list, default both):
 * `site`, the monthly site report over 50 devices x 8 parameters of one-minute data on PostgreSQL 15
 * and on PGlite (reports-site.ts; BENCH_SITE_DEVICES, BENCH_SITE_PGLITE=0 to skip PGlite,
 * BENCH_SITE_POSTGRES=0 to skip PostgreSQL), and
 * `device`, the monthly report (POST /datahis/findDataHisByType, type 'month') over
 * one month of one-minute data, on a fresh server with the demo data (PGlite, simulator off),
 * written to bench/RESULTS.md. The data is the simulator's own backfill for the demo's water
 * monitors (every open parameter, one reading a minute); BENCH_REPORT_DEVICES sets how many.
 * Each device's report is asked ROUNDS times; the figure is the time of one report and of all of them.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startTestServer } from '../tests/helpers/test-server';
import { runSiteBench, type SiteBenchResult } from './reports-site';
import { ApiClient, DEMO } from '../tests/helpers/api-client';
import { backfill } from '../server/sim/backfill';
import { writeResultsSection } from './results-file';

const HEADING = '## Reports (bench:reports)';
const ROUNDS = 5;
/** The goal of issue 18: a monthly report answers in under this. */
const GOAL_MS = 1000;
const MONTH = { from: new Date('2026-05-01T00:00:00+08:00'), to: new Date('2026-06-01T00:00:00+08:00'), date: '2026-05-15' };
const DEVICES = Number(process.env.BENCH_REPORT_DEVICES ?? 8);

function machine(): string {
  const model = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  return `${execSync('nproc').toString().trim()} CPU(s) (nproc), ${model}, Node ${process.version}`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function deviceBench() {
  const load = loadavg()[0].toFixed(1);
  const server = await startTestServer({ LOG_LEVEL: 'silent' });
  try {
    const registry = server.app.ingest.registry;
    const devices = Array.from({ length: DEVICES }, (_, i) => registry.get(`AW${String(i + 1).padStart(5, '0')}`)).filter((d) => d !== undefined);
    const params = devices.reduce((n, d) => n + [...d.params.values()].filter((p) => p.isOpen === 1).length, 0);
    const filled = Date.now();
    const progress = await backfill(server.app.database.db, devices, MONTH.from, MONTH.to, 1);
    console.log(`backfilled ${progress.rows} readings of ${devices.length} devices in ${Date.now() - filled} ms`);
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const single: number[] = [];
    const sweeps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sweep = performance.now();
      for (const device of devices) {
        const start = performance.now();
        const res = await admin.post('/datahis/findDataHisByType', { type: 'month', device_id: device.deviceId, date: MONTH.date });
        if (res.status !== 200) throw new Error(`${device.deviceId}: ${res.status} ${res.body.message}`);
        single.push(performance.now() - start);
      }
      sweeps.push(performance.now() - sweep);
    }
    single.sort((a, b) => a - b);
    sweeps.sort((a, b) => a - b);
    const p50 = percentile(single, 50);
    const p99 = percentile(single, 99);
    console.log(`one report: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; all ${devices.length}: median ${percentile(sweeps, 50).toFixed(0)} ms`);
    writeResultsSection(HEADING, `${HEADING}

${new Date().toISOString().slice(0, 10)}, ${machine()}. Load average before the run: ${load} (shared machine).
One server process on PGlite with the demo data, simulator off; ${devices.length} water monitors with
${params} open parameters in all, one reading a minute for May 2026 (${progress.rows} readings).
Each device's monthly report asked ${ROUNDS} times, one after another.

| figure | ms |
| --- | --- |
| one device's monthly report, p50 | ${p50.toFixed(0)} |
| one device's monthly report, p99 | ${p99.toFixed(0)} |
| all ${devices.length} devices' monthly reports one after another, median | ${percentile(sweeps, 50).toFixed(0)} |

Goal (issue 18): a monthly report in under ${GOAL_MS} ms: ${p99 < GOAL_MS ? 'met' : 'not met'} for one device at p99. The
figures per parameter come from the daily rollup's figures for whole days, the hourly rollup and raw
rows only for the rest (server/modules/datahis/report-stats-repository.ts). The issue's
50 devices x 8 parameters in one report: see "Site report, 50 devices x 8 parameters".
`);
  } finally {
    await server.close();
  }
}

const SITE_HEADING = '## Site report, 50 devices x 8 parameters';

function siteRow(r: SiteBenchResult): string {
  return `| ${r.database} | ${r.devices} x 8 | ${(r.rows / 1e6).toFixed(2)} M | ${r.hourly} (${r.straddling} straddling a bound) | ${(r.loadMs / 1000).toFixed(0)} s | ${r.runs.map((x) => x.toFixed(0)).join(', ')} | **${r.median.toFixed(0)}** | ${r.rssMb} |`;
}

async function siteBench() {
  const load = loadavg().map((x) => x.toFixed(1)).join(', ');
  const devices = Number(process.env.BENCH_SITE_DEVICES ?? 50);
  const results: SiteBenchResult[] = process.env.BENCH_SITE_POSTGRES === '0' ? [] : [await runSiteBench('PostgreSQL 15', devices)];
  const notes: string[] = [];
  if (process.env.BENCH_SITE_PGLITE !== '0') {
    try {
      results.push(await runSiteBench('PGlite', devices));
    } catch (error) {
      notes.push(`PGlite: not measured (${(error as Error).message}; RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB at the failure).`);
    }
  }
  const loadAfter = loadavg().map((x) => x.toFixed(1)).join(', ');
  writeResultsSection(SITE_HEADING, `${SITE_HEADING}

${new Date().toISOString().slice(0, 10)}, ${machine()}. Load average (1, 5, 15 min) before: ${load}; after: ${loadAfter}
(shared machine: other helpers' builds and tests ran at the same time).
POST /report/site, type 'month', over one site of ${devices} water monitors x 8 parameters (the demo's
limits and best ranges), one reading a minute over June 2026 (30 days), generated with
generate_series and folded into the rollups by ingest's own statement (bench/reports-site-data.ts);
0.1 % of readings flagged invalid. One server process; the report asked once to warm up, then
${results[0]?.runs.length ?? 0} times over HTTP; the figure is the median. Statistics come from one statement over the daily
rollup, which keeps per local day the extremes' first times and the readings outside the limits and
the best range with the bounds they were counted against (migration 0280); hours and raw rows are
read only for what a day cannot answer (server/modules/datahis/report-stats-repository.ts).

| database | devices x params | raw rows | hourly rows | load | runs (ms) | median (ms) | peak RSS (MB) |
| --- | --- | --- | --- | --- | --- | --- | --- |
${results.map(siteRow).join('\n')}

Goal (issue 18): under ${GOAL_MS} ms. ${results.map((r) => `${r.database}: ${r.median < GOAL_MS ? 'met' : 'not met'}`).join('; ')}.
${notes.join('\n')}
`);
}

const wanted = (process.env.BENCH_REPORTS ?? 'site,device').split(',');
if (wanted.includes('site')) await siteBench();
if (wanted.includes('device')) await deviceBench();
