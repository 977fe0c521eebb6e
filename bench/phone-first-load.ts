/**
 * npm run bench:phone (after `npm run build`): the phone's first load of /m (issue 37) on Chromium
 * DevTools' throttling presets, written to bench/RESULTS.md under "## Phone first load (bench:phone)".
 * The built console is served by the real server (demo data, fresh PGlite) behind a gzip front
 * (./gzip-front.ts, as a deployment's proxy); each run is a new 390 x 844 phone context (cold
 * cache, service workers blocked: a first visit), signed in as the duty operator, throttled through
 * CDP Network.emulateNetworkConditions. Per preset, the median of 3 runs of: the time from
 * navigation to the first pond's values on screen, the bytes transferred until then and once live
 * data (streams, the socket, the worker's registration: started after the values, when idle) has loaded.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startE2eServer } from '../tests/e2e/support/e2e-server';
import { startSession } from '../tests/e2e/support/session';
import { startGzipFront } from './gzip-front';
import { writeResultsSection } from './results-file';

const HEADING = '## Phone first load (bench:phone)';
const RUNS = 3;
const VALUES = '[data-testid="phone-device"] li strong';

/**
 * The presets' numbers as devtools-frontend defines them (front_end/core/sdk/NetworkManager.ts):
 * bytes per second and milliseconds. "Slow 3G" is the preset DevTools has called "3G" since May
 * 2024; "Fast 3G" the one it has called "Slow 4G" since (crbug.com/342406608).
 */
const PRESETS = [
  { name: 'Slow 3G', download: (500 * 1000) / 8 * 0.8, upload: (500 * 1000) / 8 * 0.8, latency: 400 * 5 },
  { name: 'Fast 3G', download: (1.6 * 1000 * 1000) / 8 * 0.9, upload: (750 * 1000) / 8 * 0.9, latency: 150 * 3.75 },
  // The same runs unthrottled: what the machine itself (the page's scripts, the server) takes.
  { name: 'No throttling', download: -1, upload: -1, latency: 0 },
] as const;
type Preset = (typeof PRESETS)[number];

interface Run {
  valuesMs: number;
  bytesAtValues: number;
  bytesAtLive: number;
  requestsAtValues: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function oneRun(browser: Browser, origin: string, preset: Preset): Promise<Run> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', locale: 'zh-CN' });
  try {
    await startSession(context, 'fishscreen', 'fish12345');
    // The moment the first value is drawn, in the page's own clock (ms from navigation start).
    await context.addInitScript(`(() => {
      const seen = () => document.querySelector(${JSON.stringify(VALUES)}) !== null;
      const observer = new MutationObserver(() => {
        if (window.__valuesAt === undefined && seen()) { window.__valuesAt = performance.now(); observer.disconnect(); }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    })()`);
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: preset.latency, downloadThroughput: preset.download, uploadThroughput: preset.upload });
    await page.goto('/m', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __valuesAt?: number }).__valuesAt !== undefined, undefined, { polling: 100 });
    // Live data starts when the page is idle; it asks for the worker's registration only once its own
    // chunks have all run, so that chunk's arrival marks the end of the first visit's code. (Not
    // "network idle": the socket's long polling never lets the network rest on a 2 s latency.)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/register-service-worker-[^/]*\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0), undefined, { polling: 250 });
    // Resource timing: bytes on the wire (headers and gzip bodies) of the document and of every request.
    // A string, not a closure: tsx would wrap the named functions in a helper the page does not have.
    return (await page.evaluate(`(() => {
      const valuesAt = window.__valuesAt;
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      const before = entries.filter((e) => e.responseEnd <= valuesAt);
      const sum = (list) => list.reduce((total, e) => total + e.transferSize, 0);
      return { valuesMs: valuesAt, bytesAtValues: sum(before), bytesAtLive: sum(entries), requestsAtValues: before.length };
    })()`)) as Run;
  } finally {
    await context.close();
  }
}

async function main() {
  const shell = execSync('node scripts/check-bundle.mjs', { encoding: 'utf8' }).trim().split('\n').find((line) => line.includes('/m loads')) ?? '(no /m line)';
  const [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const front = await startGzipFront(server.origin);
  const lines: string[] = [];
  try {
    for (const preset of PRESETS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, front.origin, preset));
      const row = {
        values: median(runs.map((r) => r.valuesMs)),
        atValues: median(runs.map((r) => r.bytesAtValues)),
        atLive: median(runs.map((r) => r.bytesAtLive)),
        requests: median(runs.map((r) => r.requestsAtValues)),
      };
      console.log(`${preset.name}: values at ${(row.values / 1000).toFixed(2)} s, ${kb(row.atValues)} KB until then (${row.requests} requests), ${kb(row.atLive)} KB once live data has loaded; runs ${runs.map((r) => (r.valuesMs / 1000).toFixed(2)).join(', ')} s`);
      lines.push(
        `| ${preset.download < 0 ? preset.name : `${preset.name} (${kb(preset.download)} KB/s down, ${kb(preset.upload)} KB/s up, ${preset.latency} ms)`} | ${(row.values / 1000).toFixed(2)} s (${runs.map((r) => (r.valuesMs / 1000).toFixed(2)).join(', ')}) | ${kb(row.atValues)} KB, ${row.requests} requests | ${kb(row.atLive)} KB |`,
      );
    }
  } finally {
    await front.close();
    await browser.close();
    await server.close();
  }
  const section = [
    HEADING,
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores (load average ${loadavg()[0].toFixed(1)}): /m at 390 x 844 in headless Chromium, a new context per run`,
    '(cold cache, service workers blocked: a first visit), signed in as fishscreen (the demo\'s duty operator, 5 devices), the built console',
    'behind a gzip front (bench/gzip-front.ts). Throttled with CDP Network.emulateNetworkConditions at DevTools\' presets',
    '(devtools-frontend front_end/core/sdk/NetworkManager.ts; "Slow 3G" is what DevTools now calls "3G", "Fast 3G" what it now calls "Slow 4G").',
    'Time: navigation start to the first pond\'s values drawn. Bytes: resource timing transferSize (headers and gzip bodies).',
    'No CPU throttling. Median of 3 (the runs in brackets).',
    '',
    `Build: ${shell}.`,
    '',
    '| Preset | Values shown | Transferred until then | Transferred once live data has loaded |',
    '|---|---|---|---|',
    ...lines,
    '',
    "Reading: on 3G the time is set by round trips more than by bytes: the values wait for index.html, its modules, the route's",
    "chunks (known only once the router has chosen /m), then the API calls, over HTTP/1.1's 6 connections per host, each",
    "wave paying the preset's latency. Fewer, larger chunks for /m, or HTTP/2 at the proxy, are the next levers. On a loaded",
    "machine (see the load average) the page's scripts and the server wait for CPU too: the unthrottled row says how much.",
  ].join('\n');
  writeResultsSection(HEADING, section);
  console.log(section);
}

await main();
