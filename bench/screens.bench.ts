/**
 * npm run bench:screens [-- --minutes N]: each big screen left open N minutes (default 10) in
 * headless Chromium (software WebGL for the deck.gl maps) against the real server with the
 * simulator on, its streams polling every 3 s (the shortest refresh interval, chosen for admin
 * before login: the screens follow the user's interval since issue 15, with socket pushes between).
 * After a one-minute warm-up and at the end: JS heap used (CDP Performance.getMetrics
 * JSHeapUsedSize after HeapProfiler.collectGarbage), the DOM node count, and a heap snapshot
 * census that splits the growth into the app's objects, compiled code, DevTools' own request
 * records, the performance timeline and DOM/layout. Goal: heap growth under 10 %, DOM flat.
 * The four screens run at once, each in its own browser context, with a heap sample every minute.
 * Needs dist/ (npm run build). Prints a Markdown table; RESULTS.md is written by hand from it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { censusGrowth, heapCensus } from './heap-census';

const SCREENS = ['/big-screen', '/reservoir-screen', '/agriculture-screen', '/fish-screen'];
const arg = process.argv.indexOf('--minutes');
const MINUTES = arg > 0 ? Number(process.argv[arg + 1]) : 10;
const WARMUP_MS = 60_000;

async function measure(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heap: get('JSHeapUsedSize'), nodes: get('Nodes'), dom };
}

/** Opens one screen as admin, waits for it to settle, then samples heap and DOM every minute. */
async function watchScreen(browser: Browser, origin: string, screen: string) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  // The screens poll on the user's refresh interval; 3 s (the shortest) keeps the figures comparable.
  await context.addInitScript(() => localStorage.setItem('refreshInterval', JSON.stringify([{ userName: 'admin', interval: 3000 }])));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/账号/).fill('admin');
  await page.getByLabel(/^密码$/).fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });
  await page.goto(screen);
  await page.getByTestId(screen.slice(1)).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // Let the first polls, the history, the first rotations and V8's first optimisations settle.
  await page.waitForTimeout(WARMUP_MS);
  const start = await measure(page, cdp);
  const startCensus = await heapCensus(cdp);
  const started = Date.now();
  let requests = 0;
  page.on('request', (request) => { if (request.url().includes('/api/realtimeAll')) requests += 1; });
  // A sample a minute shows a trend (a leak climbs every minute; warm-up levels off).
  const heapByMinute: number[] = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    await page.waitForTimeout(60_000);
    if (minute < MINUTES) heapByMinute.push((await measure(page, cdp)).heap);
  }
  const end = await measure(page, cdp);
  heapByMinute.push(end.heap);
  const growthByBucket = censusGrowth(startCensus, await heapCensus(cdp));
  const minutes = (Date.now() - started) / 60_000;
  const growth = ((end.heap - start.heap) / start.heap) * 100;
  const mb = (b: number) => (b / 1048576).toFixed(2);
  const row = `| ${screen} | ${minutes.toFixed(1)} | ${requests} | ${mb(start.heap)} | ${mb(end.heap)} | ${growth.toFixed(1)} % | ${start.dom} | ${end.dom} | ${heapByMinute.map(mb).join(' ')} | ${growthByBucket} |`;
  console.log(row);
  await context.close();
  return row;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-screens-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'warn', SIM: '1', MQTT_PORT: '0' }, { dataDir, port: 0, host: '127.0.0.1', serveSpa: true });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'] });
  let rows: string[];
  try {
    // The screens run side by side, each in its own context (its own renderer and heap), so the
    // whole bench takes MINUTES rather than four times that; they share one server as a control
    // room's screens would.
    rows = await Promise.all(SCREENS.map((screen) => watchScreen(browser, origin, screen)));
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${new Date().toISOString()} · ${cpus().length} cores (${cpus()[0]?.model ?? ''}) · load ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| screen | minutes | /realtimeAll polls | heap start (MB) | heap end (MB) | heap growth | DOM start | DOM end | heap each minute (MB) | growth by kind (heap snapshots) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
