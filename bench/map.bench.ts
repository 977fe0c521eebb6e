/**
 * npm run bench:map — the device map at 1,000 / 10,000 / 100,000 devices in headless Chromium:
 * main-thread time to apply a status update for every device (binary colour attribute rewritten
 * in place), time from data to the first drawn frame, and frames per second while panning.
 * Software WebGL (SwiftShader) by default; `-- --gpu` uses the machine's GPU instead.
 * Options: --n=1000,10000 (sizes), --chromium=/path (or CHROMIUM env), --dry (print only).
 * Prints JSON and writes bench/RESULTS.md under "## Map (bench:map)"; `npm run bench:ui` runs it too.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { writeResultsSection } from './results-file';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const GPU = process.argv.includes('--gpu');
const SIZES = arg('n') ?? '1000,10000,100000';
const CHROMIUM = arg('chromium') ?? process.env.CHROMIUM ?? '/usr/bin/chromium';
const OUT = path.resolve('.tmp/bench-map');
const TIMEOUT_MS = 20 * 60_000;
const HEADING = '## Map (bench:map)';

interface MapRow {
  devices: number;
  firstFrameMs: number;
  statusUpdateApplyMedianMs: number;
  statusUpdateApplyMaxMs: number;
  updateToFrameMedianMs: number;
  fps: number;
}

function section(report: { date: string; machine: string; mode: string; chromium: string; renderer: string; load: string; results: MapRow[] }) {
  const rows = report.results.map((r) =>
    `| ${r.devices.toLocaleString('en')} | ${r.statusUpdateApplyMedianMs} | ${r.statusUpdateApplyMaxMs} | ${r.updateToFrameMedianMs} | ${r.firstFrameMs} | ${r.fps} |`);
  return `${HEADING}

\`npm run bench:map\` (also run by \`npm run bench:ui\`) on ${report.date.slice(0, 16).replace('T', ' ')} UTC: ${report.machine}, load ${report.load} at the end,
Chromium ${report.chromium} headless, ${report.mode} (${report.renderer}). The page (bench/map-page) draws the product's device layer
(scenes/device-map: icons by type, colours from the binary status attribute) for N random devices over China at 1280x800, no
clustering (the worst case: every device drawn). "Apply" is the main-thread time to write a status code for every device into
the typed arrays and hand deck.gl the new attribute (15 updates, all devices changing each time); "to frame" adds the GPU upload
and the draw; fps is measured while the view pans for 4 s with every frame a full redraw.

| devices | status update apply, median (ms) | apply, max (ms) | update to drawn frame, median (ms) | data to first frame (ms) | fps panning |
|---|---|---|---|---|---|
${rows.join('\n')}

Goal: under 10 ms median to apply a status update for 100,000 devices on the main thread. The frame rates are software
rendering (SwiftShader on the machine's cores), reported, not asserted; the goal of 60 fps at 100,000 devices is for a GPU.
The lent GPU machine has no Node and no browser and cannot install them (no network, 64 MiB carry), so no GPU figures yet:
\`npm run bench:map -- --gpu\` measures them on a machine with a GPU and Chromium.
`;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

async function main() {
  await build({ root: path.resolve('bench/map-page'), base: './', logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const server = createServer(async (req, res) => {
    const file = path.join(OUT, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/$/, '/index.html'));
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium, or --chromium=/path)`);
  const args = GPU
    ? ['--no-sandbox', '--ignore-gpu-blocklist', '--enable-gpu-rasterization', '--use-angle=default']
    : ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${port}/index.html?n=${SIZES}`);
    await page.waitForFunction('window.__benchResult', undefined, { timeout: TIMEOUT_MS, polling: 1000 });
    const result = await page.evaluate('window.__benchResult');
    const report = {
      bench: 'map',
      date: new Date().toISOString(),
      machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      mode: GPU ? 'gpu' : 'swiftshader',
      chromium: browser.version(),
      ...(result as object),
    };
    console.log(JSON.stringify(report, null, 2));
    if ('error' in (result as object)) throw new Error(String((result as { error: unknown }).error));
    if (!process.argv.includes('--dry')) writeResultsSection(HEADING, section({ ...(report as unknown as Parameters<typeof section>[0]), load: os.loadavg()[0].toFixed(1) }));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
