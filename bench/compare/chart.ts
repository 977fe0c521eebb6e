/**
 * bench:compare, chart: the console's history chart against uPlot, the same seeded 500,000 points
 * in the same page size: first frame, and frame rate while dragging a view zoomed to about a quarter.
 */
import type { Page } from 'playwright-core';
import { acquireBrowser, releaseBrowser, type BrowserBench } from './browser';
import { dragGesture } from './gesture';
import type { Measure } from './stats';

const POINTS = 500_000;
const PAIR = `chart: history chart vs uPlot (${POINTS.toLocaleString('en-US')} points)`;

export interface ChartBenchHandle extends BrowserBench {
  gestureMs: number;
}

export async function openChart(quick: boolean): Promise<ChartBenchHandle> {
  return { ...(await acquireBrowser()), gestureMs: quick ? 1500 : 2000 };
}

export const closeChart = (_handle: ChartBenchHandle) => releaseBrowser();

async function side(handle: ChartBenchHandle, lib: 'product' | 'uplot') {
  const context = await handle.browser.newContext({ viewport: { width: 1320, height: 700 } });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${handle.origin}/?kind=chart&lib=${lib}&points=${POINTS}`);
    await page.waitForFunction(() => window.__bench?.paintedFrameMs !== undefined, undefined, { timeout: 60_000 });
    const { firstFrameMs, paintedFrameMs } = await page.evaluate(() => ({ firstFrameMs: window.__bench.firstFrameMs!, paintedFrameMs: window.__bench.paintedFrameMs! }));
    const plot = await page.getByTestId('bench-chart-plot').boundingBox();
    if (!plot) throw new Error('no plot');
    await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => document.querySelector('[data-testid="bench-chart"]')?.getAttribute('data-view') !== 'all');
    const drag = await dragGesture(page, handle.gestureMs);
    return { firstFrameMs, paintedFrameMs, ...drag };
  } finally {
    await context.close();
  }
}

export async function chartRound(handle: ChartBenchHandle, round: number, log: (line: string) => void): Promise<Measure[]> {
  const order: Array<'product' | 'uplot'> = round % 2 === 0 ? ['product', 'uplot'] : ['uplot', 'product'];
  const got: Record<string, Awaited<ReturnType<typeof side>>> = {};
  for (const lib of order) got[lib] = await side(handle, lib);
  const p = got.product;
  const u = got.uplot;
  log(`chart: product first ${Math.round(p.firstFrameMs)} ms (painted ${Math.round(p.paintedFrameMs)}), ${p.fps.toFixed(1)} fps (${p.redrawsPerS.toFixed(1)} redraws/s); uPlot first ${Math.round(u.firstFrameMs)} ms (painted ${Math.round(u.paintedFrameMs)}), ${u.fps.toFixed(1)} fps (${u.redrawsPerS.toFixed(1)} redraws/s)`);
  return [
    { pair: PAIR, figure: 'first frame', unit: 'ms', better: 'lower', product: p.firstFrameMs, peer: u.firstFrameMs },
    { pair: PAIR, figure: 'first frame painted (the frame after)', unit: 'ms', better: 'lower', product: p.paintedFrameMs, peer: u.paintedFrameMs },
    { pair: PAIR, figure: 'frame rate dragging a zoomed view', unit: 'fps', better: 'higher', product: p.fps, peer: u.fps },
    { pair: PAIR, figure: 'redraws per second while dragging', unit: '/s', better: 'higher', product: p.redrawsPerS, peer: u.redrawsPerS },
  ];
}
