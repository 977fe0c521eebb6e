/**
 * What bench:video and bench:soak share about the video wall: the six extra sim cameras that make
 * sixteen distinct streams, filling the wall, reading its cells, the page's heap, the machine line.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import type { ApiClient } from '../tests/helpers/api-client';

/** The demo has ten cameras; six more sim cameras on visible devices make sixteen distinct streams. */
export const EXTRA_CAMERAS = ['ET000001', 'T0000001', 'EX000001', 'PTP00001', 'PTP00002', 'EYZ00002'].map((device, i) => ({
  device_id: device,
  deviceSerial: `BENCH0000${i + 1}`,
  name: `bench camera ${i + 1}`,
  provider: 'sim',
  motion: 0.5,
}));

export interface CellSample {
  serial: string;
  frames: number;
  dropped: number;
  time: number;
  stalls: number;
  phase: string;
}

export function machine(): string {
  const model = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  const nproc = execSync('nproc').toString().trim();
  // Debian's wrapper script complains on stderr about its own memory check; only stdout is the version.
  const chromium = execSync('/usr/bin/chromium --version 2>/dev/null').toString().trim();
  return `${nproc} CPU(s) (nproc), ${model}, Node ${process.version}, ${chromium}`;
}

export async function addExtraCameras(admin: ApiClient): Promise<void> {
  for (const camera of EXTRA_CAMERAS) {
    const res = await admin.post('/devices/updateCamera', camera);
    if (res.status !== 200) throw new Error(`adding ${camera.deviceSerial} failed: ${res.status} ${res.body.message}`);
  }
}

export const sampleCells = (page: Page): Promise<CellSample[]> =>
  page.$$eval('[data-testid="wall-cell"]', (cells) =>
    cells.map((cell) => {
      const video = cell.querySelector('video');
      const player = cell.querySelector('[data-testid="wall-player"]');
      const quality = video?.getVideoPlaybackQuality();
      return {
        serial: cell.getAttribute('data-serial') ?? '',
        frames: quality?.totalVideoFrames ?? 0,
        dropped: quality?.droppedVideoFrames ?? 0,
        time: video?.currentTime ?? 0,
        stalls: Number(player?.getAttribute('data-stalls') || 0),
        phase: player?.getAttribute('data-phase') ?? 'none',
      };
    }),
  );

/** Newest HLS segment number per camera (the server's status): segments made per second say whether ffmpeg keeps up. */
export async function lastSegments(admin: ApiClient, serials: string[]): Promise<number[]> {
  return Promise.all(
    serials.map(async (serial) => (await admin.get<{ lastSegment: number | null }>(`/camera/status/${serial}`)).body.data?.lastSegment ?? Number.NaN),
  );
}

/**
 * Opens the wall on /diagnose/monitor-video with `screens` cells and waits until every cell has
 * shown video; answers the cameras shown and how long that took (seconds from the clicks).
 */
export async function fillWall(page: Page, screens: number, timeoutMs: number): Promise<{ serials: string[]; startupS: number }> {
  await page.goto('/diagnose/monitor-video');
  await page.locator(`[data-testid="wall-layout"] [data-layout="${screens}"]`).click();
  const serials = await page.$$eval('[data-testid="camera-item"]', (items) => items.map((i) => i.getAttribute('data-serial') ?? ''));
  if (serials.length < screens) throw new Error(`only ${serials.length} cameras visible, need ${screens}`);
  const clickedAt = Date.now();
  // Clicked in one go in the page: on a loaded machine each Playwright click waits on a busy main thread.
  await page.evaluate((wanted) => {
    for (const serial of wanted) document.querySelector<HTMLButtonElement>(`[data-testid="camera-item"][data-serial="${serial}"]`)?.click();
  }, serials.slice(0, screens));
  const deadline = Date.now() + timeoutMs;
  while ((await sampleCells(page)).filter((c) => c.time > 0).length < screens) {
    if (Date.now() > deadline) throw new Error(`not all ${screens} cells played within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(500);
  }
  return { serials: serials.slice(0, screens), startupS: (Date.now() - clickedAt) / 1000 };
}

/** JS heap in use after a forced garbage collection, in MB. */
export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  return used / 1024 / 1024;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
