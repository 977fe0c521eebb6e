/**
 * bench:video: a 16-screen video wall playing 16 live sim cameras for 60 s in headless Chromium,
 * against the real server serving the built console (run `npm run build` first). Reports per cell
 * the decoded frame rate, stalls and dropped frames, and the page's JS heap at the start and end
 * (after a forced GC, through CDP), in bench/RESULTS.md under "## Video (bench:video)".
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { OUTPUT } from '../server/modules/video/streaming/sim-scene';
import { ApiClient } from '../tests/helpers/api-client';
import { launchBrowser, openPage } from '../tests/e2e/support/browser';
import { loginAs } from '../tests/e2e/support/console';
import { startE2eServer } from '../tests/e2e/support/e2e-server';
import { writeResultsSection } from './results-file';
import { addExtraCameras, fillWall, heapMb, lastSegments, machine, median, sampleCells } from './video-wall';

const HEADING = '## Video (bench:video)';
/** 16 by default; BENCH_VIDEO_SCREENS=1|4|9 compares a smaller wall (then RESULTS.md is left alone). */
const SCREENS = [1, 4, 9, 16].includes(Number(process.env.BENCH_VIDEO_SCREENS)) ? Number(process.env.BENCH_VIDEO_SCREENS) : 16;
const DURATION_S = Number(process.env.BENCH_VIDEO_SECONDS) || 60;
const START_TIMEOUT_MS = 180_000;

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' / ');
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const admin = new ApiClient(server.origin);
    await admin.login('admin', 'admin123');
    await addExtraCameras(admin);
    const { page, errors } = await openPage(browser, server.origin);
    page.setDefaultTimeout(120_000);
    await loginAs(page, 'admin', 'admin123');
    const { startupS } = await fillWall(page, SCREENS, START_TIMEOUT_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapStart = await heapMb(cdp);
    const first = await sampleCells(page);
    const segmentsBefore = await lastSegments(admin, first.map((c) => c.serial));
    const t0 = Date.now();
    console.log(`all ${SCREENS} cells playing after ${startupS.toFixed(1)} s; measuring ${DURATION_S} s`);
    await page.waitForTimeout(DURATION_S * 1000);
    const last = await sampleCells(page);
    const segmentsAfter = await lastSegments(admin, last.map((c) => c.serial));
    const seconds = (Date.now() - t0) / 1000;
    const heapEnd = await heapMb(cdp);
    const players = await page.evaluate(() => window.__videoPlayers ?? 0);
    const cameras = await admin.post<{ rows: Array<{ live: boolean }> }>('/camera/deviceList', {});
    const streams = cameras.body.data?.rows.filter((c) => c.live).length ?? 0;
    const loadAfter = loadavg().map((l) => l.toFixed(1)).join(' / ');

    const cells = last.map((cell, i) => ({
      serial: cell.serial,
      fps: (cell.frames - first[i].frames) / seconds,
      stalls: cell.stalls - first[i].stalls,
      dropped: cell.dropped - first[i].dropped,
      advanced: cell.time - first[i].time,
      made: (segmentsAfter[i] - segmentsBefore[i]) / seconds,
      phase: cell.phase,
    }));
    const rows = cells
      .map((c, i) => `| ${i + 1} | ${c.serial} | ${c.fps.toFixed(1)} | ${c.stalls} | ${c.dropped} | ${c.advanced.toFixed(1)} | ${c.made.toFixed(2)} |`)
      .join('\n');
    const fps = cells.map((c) => c.fps);
    const totalStalls = cells.reduce((n, c) => n + c.stalls, 0);
    console.log(rows);
    console.log(`heap ${heapStart.toFixed(1)} -> ${heapEnd.toFixed(1)} MB, players ${players}, streams ${streams}, stalls ${totalStalls}`);
    for (const error of errors) console.log(`console error: ${error}`);
    if (SCREENS === 16 && !process.env.BENCH_VIDEO_DRY) writeResultsSection(HEADING, `${HEADING}

${new Date().toISOString().slice(0, 10)}, ${machine()}. One server process (PGlite, simulator off)
making ${streams} live sim streams with ffmpeg (libx264 ultrafast, 1 s HLS segments), and the built
console in headless Chromium (software decoding, --disable-gpu) showing them on a ${SCREENS}-screen wall
through hls.js, measured for ${seconds.toFixed(0)} s once every cell had started (startup: all ${SCREENS}
cells playing ${startupS.toFixed(1)} s after the cameras were clicked in). Load average (1/5/15 min)
before: ${loadBefore}; after: ${loadAfter}. Both ffmpeg and Chromium share this machine's CPUs with
other work, so frame rates here are a floor, not what a control-room PC shows.

| cell | camera | decoded fps | stalls | dropped frames | video time advanced (s) | 1 s segments made per s (server) |
| --- | --- | --- | --- | --- | --- | --- |
${rows}

- Decoded fps per cell: median ${median(fps).toFixed(1)}, min ${Math.min(...fps).toFixed(1)}, max ${Math.max(...fps).toFixed(1)}
  (each sim stream is encoded at ${OUTPUT.fps} fps, ${OUTPUT.w}x${OUTPUT.h}, so ${OUTPUT.fps} is the most a cell can show).
- Stalls (\`waiting\` after playback began) over the run: ${totalStalls} in all. Segments made per second
  below 1 mean ffmpeg fell behind real time (a server-side cause); at 1 the stalls and missing frames are
  the browser's (decoding and compositing sixteen videos on the CPU).
- JS heap in use after a forced GC: ${heapStart.toFixed(1)} MB at the start, ${heapEnd.toFixed(1)} MB at the end
  (${(heapEnd - heapStart >= 0 ? '+' : '') + (heapEnd - heapStart).toFixed(1)} MB); players alive at the end: ${players}.
- Console errors during the run: ${errors.length}.
`);
    if (players !== SCREENS) throw new Error(`expected ${SCREENS} live players, found ${players}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
