/**
 * npm run bench:soak [-- --minutes N --every M]: the four big screens and a 16-pane video wall left
 * open N minutes (default 120) in one headless Chromium (software WebGL) against the real server
 * with the simulator on, as a control room leaves them. Every M minutes (default 5), per page: the
 * JS heap in use after a forced GC and the DOM element count; for the wall, its stalls and live
 * players. Reports the growth rate after the first 20 minutes (least squares over the samples, MB
 * and elements per hour; goal under 1 MB per hour) and the wall's stalls (goal 0). Needs dist/
 * (npm run build). With N >= 120 the table replaces "## Soak (bench:soak)" in bench/RESULTS.md.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { ApiClient } from '../tests/helpers/api-client';
import { launchBrowser, openPage } from '../tests/e2e/support/browser';
import { loginAs } from '../tests/e2e/support/console';
import { startE2eServer } from '../tests/e2e/support/e2e-server';
import { writeResultsSection } from './results-file';
import { addExtraCameras, fillWall, heapMb, lastSegments, machine, median, sampleCells } from './video-wall';

const HEADING = '## Soak (bench:soak)';
const SCREENS = ['/big-screen', '/reservoir-screen', '/agriculture-screen', '/fish-screen'];
const WALL = '/diagnose/monitor-video (16)';
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const MINUTES = option('--minutes', 120);
const EVERY_MIN = option('--every', 5);
/** Samples before this are warm-up (first polls, caches, V8's optimisations), left out of the rate. */
const SETTLED_MIN = Math.min(20, MINUTES / 2);

interface Watched {
  name: string;
  page: Page;
  cdp: CDPSession;
  errors: string[];
}

/** The wall's cells summed at one sample, and the server's newest segment per camera then. */
interface WallState {
  frames: number;
  videoSeconds: number;
  segments: number[];
}

interface Sample {
  minute: number;
  heap: number;
  dom: number;
  stalls: number | null;
  wall: WallState | null;
  load: number;
}

/** Least-squares slope of y over x (per minute), times 60: the rate per hour. */
export function ratePerHour(points: Array<{ x: number; y: number }>): number {
  if (points.length < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  return sxx === 0 ? Number.NaN : (sxy / sxx) * 60;
}

async function open(browser: Awaited<ReturnType<typeof launchBrowser>>, origin: string, path: string): Promise<Watched> {
  const { page, context, errors } = await openPage(browser, origin);
  page.setDefaultTimeout(180_000);
  // The screens follow the user's refresh interval; 3 s (the shortest) is the hardest case.
  await context.addInitScript(() => localStorage.setItem('refreshInterval', JSON.stringify([{ userName: 'admin', interval: 3000 }])));
  if (path !== WALL) await page.setViewportSize({ width: 1920, height: 1080 });
  await loginAs(page, 'admin', 'admin123');
  if (path !== WALL) {
    await page.goto(path);
    await page.getByTestId(path.slice(1)).waitFor();
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { name: path, page, cdp, errors };
}

async function sample(watched: Watched, minute: number, admin: ApiClient): Promise<Sample> {
  const heap = await heapMb(watched.cdp);
  const dom = await watched.page.evaluate(() => document.getElementsByTagName('*').length);
  const load = loadavg()[0];
  if (watched.name !== WALL) return { minute, heap, dom, stalls: null, wall: null, load };
  const cells = await sampleCells(watched.page);
  const wall: WallState = {
    frames: cells.reduce((n, c) => n + c.frames, 0),
    videoSeconds: cells.reduce((n, c) => n + c.time, 0),
    segments: await lastSegments(admin, cells.map((c) => c.serial)),
  };
  return { minute, heap, dom, stalls: cells.reduce((n, c) => n + c.stalls, 0), wall, load };
}

/**
 * The wall between consecutive samples, so stalls can be told apart: below one segment a second
 * the server's ffmpeg fell behind (the machine's CPU), at one the browser did (decoding 16 videos
 * on the CPU beside four software-WebGL screens).
 */
function wallIntervals(list: Sample[]): string {
  const rows = list.slice(1).map((now, i) => {
    const before = list[i];
    const seconds = (now.minute - before.minute) * 60;
    const cells = now.wall!.segments.length;
    const made = median(now.wall!.segments.map((segment, k) => (segment - before.wall!.segments[k]) / seconds));
    const fps = (now.wall!.frames - before.wall!.frames) / cells / seconds;
    const advanced = (now.wall!.videoSeconds - before.wall!.videoSeconds) / cells / seconds;
    return `| ${before.minute.toFixed(0)}-${now.minute.toFixed(0)} | ${now.load.toFixed(1)} | ${now.stalls! - before.stalls!} | ${fps.toFixed(1)} | ${advanced.toFixed(2)} | ${made.toFixed(2)} |`;
  });
  return [
    '| minutes | load (1 min) at the end | stalls (all cells) | decoded fps a cell | video seconds a cell per second | segments made per second a camera (server, median) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' / ');
  // The demo history as a first start writes it, unless SIM_HISTORY_MONTHS / SIM_RAW_DAYS shorten it (a trial run).
  const history = Object.fromEntries(['SIM_HISTORY_MONTHS', 'SIM_RAW_DAYS'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  const server = await startE2eServer({ SIM: '1', ...history });
  const browser = await launchBrowser({ webgl: true });
  const samples = new Map<string, Sample[]>();
  try {
    const admin = new ApiClient(server.origin);
    await admin.login('admin', 'admin123');
    await addExtraCameras(admin);
    const pages: Watched[] = [];
    for (const screen of SCREENS) pages.push(await open(browser, server.origin, screen));
    const wall = await open(browser, server.origin, WALL);
    const { startupS } = await fillWall(wall.page, 16, 300_000);
    pages.push(wall);
    console.log(`all pages open, the wall playing after ${startupS.toFixed(1)} s; sampling every ${EVERY_MIN} min for ${MINUTES} min`);
    const started = Date.now();
    for (let minute = 0; minute <= MINUTES; minute += EVERY_MIN) {
      const wait = started + minute * 60_000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      for (const watched of pages) {
        const taken = await sample(watched, (Date.now() - started) / 60_000, admin);
        samples.set(watched.name, [...(samples.get(watched.name) ?? []), taken]);
      }
      console.log(`${minute} min: ${pages.map((p) => `${p.name} ${samples.get(p.name)!.at(-1)!.heap.toFixed(1)} MB`).join(', ')}`);
    }
    const players = await wall.page.evaluate(() => window.__videoPlayers ?? 0);
    const loadAfter = loadavg().map((l) => l.toFixed(1)).join(' / ');
    const rows = pages.map((watched) => {
      const list = samples.get(watched.name)!;
      const settled = list.filter((s) => s.minute >= SETTLED_MIN);
      const first = settled[0] ?? list[0];
      const last = list.at(-1)!;
      const heapRate = ratePerHour(settled.map((s) => ({ x: s.minute, y: s.heap })));
      const domRate = ratePerHour(settled.map((s) => ({ x: s.minute, y: s.dom })));
      const stalls = last.stalls === null ? '' : String(last.stalls - (first.stalls ?? 0));
      return `| ${watched.name} | ${first.heap.toFixed(1)} | ${last.heap.toFixed(1)} | ${heapRate.toFixed(2)} | ${first.dom} | ${last.dom} | ${domRate.toFixed(0)} | ${stalls} | ${watched.errors.length} | ${list.map((s) => s.heap.toFixed(1)).join(' ')} |`;
    });
    const table = [
      `| page | heap at ${SETTLED_MIN} min (MB) | heap at end (MB) | heap growth after ${SETTLED_MIN} min (MB/h) | DOM at ${SETTLED_MIN} min | DOM at end | DOM growth (elements/h) | wall stalls after ${SETTLED_MIN} min | console errors | heap every ${EVERY_MIN} min (MB) |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    const intervals = wallIntervals(samples.get(WALL)!);
    console.log(`\n${table}\n\n${intervals}\n\nlive players at the end: ${players}; load before ${loadBefore}, after ${loadAfter}`);
    for (const watched of pages) for (const error of watched.errors.slice(0, 5)) console.log(`${watched.name}: ${error}`);
    if (MINUTES >= 120) {
      writeResultsSection(HEADING, `${HEADING}

${new Date().toISOString().slice(0, 10)}, ${machine()}. One server process (PGlite, simulator on, 16 live
sim cameras), the four big screens (1920x1080, polling every 3 s, socket pushes between) and a 16-pane
video wall, each in its own context of one headless Chromium (SwiftShader WebGL), for ${MINUTES} min;
a sample every ${EVERY_MIN} min after a forced GC. Growth rates are least-squares slopes over the
samples from minute ${SETTLED_MIN} on. Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}.
Live players at the end: ${players} of 16.

${table}

The wall between samples (a stall is the video element's \`waiting\` after playback began):

${intervals}
`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
