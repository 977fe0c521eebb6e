/**
 * The site report of issue 18's last figure: POST /report/site, type 'month', over a site of
 * DEVICES monitors x 8 parameters of one-minute data (reports-site-data.ts), on a fresh server on
 * PostgreSQL 15 (a throwaway cluster, bench/ingest-postgres.ts) or on PGlite. The report is asked
 * RUNS times after one warm-up; the figure is the median.
 */
import { sql } from 'kysely';
import { ApiClient, DEMO } from '../tests/helpers/api-client';
import { zoneOffsetMs } from '../server/core/local-time';
import type { SiteReport } from '../shared/contract/api/reports';
import { startThrowawayPostgres } from './ingest-postgres';
import { startTestServer } from '../tests/helpers/test-server';
import { addBenchSite, loadReadings, PARAMS_PER_DEVICE, straddlingHours } from './reports-site-data';

const RUNS = 7;
const ZONE = 'Asia/Shanghai';
/** A 30-day month in the demo company's zone: 50 x 8 x 43,200 = 17.28 M readings. */
export const SITE_MONTH = { from: new Date('2026-06-01T00:00:00+08:00'), to: new Date('2026-07-01T00:00:00+08:00'), date: '2026-06-15' };

export interface SiteBenchResult {
  database: 'PostgreSQL 15' | 'PGlite';
  devices: number;
  series: number;
  rows: number;
  hourly: number;
  straddling: number;
  loadMs: number;
  runs: number[];
  median: number;
  rssMb: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);

export async function runSiteBench(database: SiteBenchResult['database'], devices: number): Promise<SiteBenchResult> {
  const pg = database === 'PostgreSQL 15' ? await startThrowawayPostgres() : null;
  if (database === 'PostgreSQL 15' && !pg) throw new Error('PostgreSQL 15 binaries not found (PG_BIN)');
  let peakRss = rssMb();
  const sample = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 1000);
  try {
    const server = await startTestServer({ LOG_LEVEL: 'silent', ...(pg ? { DATABASE_URL: pg.url } : {}) });
    try {
      const db = server.app.database.db;
      const site = await addBenchSite(db, devices);
      await server.app.ingest.registry.loadAll();
      // The month's weekly partitions, as live ingest would have found them (else the default partition takes it all).
      await server.app.telemetryPartitions.ensure({ from: SITE_MONTH.from.getTime(), to: SITE_MONTH.to.getTime() });
      const started = Date.now();
      const offsetHours = zoneOffsetMs(ZONE, SITE_MONTH.from.getTime()) / 3_600_000;
      const rows = await loadReadings(db, site, SITE_MONTH.from, SITE_MONTH.to, offsetHours, (done) => {
        if (done % 10 === 0) console.log(`${database}: ${done}/${devices} devices loaded, ${((Date.now() - started) / 1000).toFixed(0)} s, RSS ${rssMb()} MB`);
      });
      // As autovacuum would have by then: planner statistics and the visibility map of the new rows.
      await sql`vacuum analyze telemetry, telemetry_hourly, telemetry_daily`.execute(db);
      const loadMs = Date.now() - started;
      const hours = await straddlingHours(db, site, SITE_MONTH.from, SITE_MONTH.to);
      const admin = new ApiClient(server.origin);
      await admin.login(...DEMO.admin);
      const ask = async () => {
        const t0 = performance.now();
        const res = await admin.post<SiteReport>('/report/site', { type: 'month', site_id: site.siteId, date: SITE_MONTH.date });
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`site report: ${res.status} ${res.body.message}`);
        const series = res.body.data!.devices.reduce((n, d) => n + Object.values(d.stats).filter((s) => s.count > 0).length, 0);
        if (series !== devices * PARAMS_PER_DEVICE) throw new Error(`site report answered ${series} series with data`);
        return ms;
      };
      await ask();
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await ask());
      console.log(`${database}: site report runs ${runs.map((r) => r.toFixed(0)).join(', ')} ms`);
      return { database, devices, series: devices * PARAMS_PER_DEVICE, rows, hourly: hours.hours, straddling: hours.straddling, loadMs, runs, median: median(runs), rssMb: peakRss };
    } finally {
      await server.close();
    }
  } finally {
    clearInterval(sample);
    pg?.stop();
  }
}
