/**
 * bench:compare, map: the product's device layer against a plain deck.gl ScatterplotLayer at
 * 1,000 / 10,000 / 100,000 devices (bench/compare/page/map-bench.ts), SwiftShader WebGL: first
 * frame, status-update apply time and update to the frame deck.gl hands over (onAfterRender, not
 * waited for until drawn), a pan step drawn to the end (gl.finish) and the frame rate while panning.
 */
import { acquireBrowser, releaseBrowser, type BrowserBench } from './browser';
import type { Measure } from './stats';

interface Row {
  devices: number;
  firstFrameMs: number;
  applyMs: number;
  toFrameMs: number;
  /** A pan step waited for until drawn (gl.finish): at 100,000 devices a frame rate over a few seconds counts 0-2 frames. */
  drawMs: number;
  fps: number;
}

export interface MapBenchHandle extends BrowserBench {
  query: string;
}

export async function openMap(quick: boolean): Promise<MapBenchHandle> {
  return { ...(await acquireBrowser()), query: quick ? 'updates=3&fpsMs=2000' : 'updates=5&fpsMs=3000' };
}

export const closeMap = (_handle: MapBenchHandle) => releaseBrowser();

async function side(handle: MapBenchHandle, layer: 'product' | 'plain'): Promise<Row[]> {
  const page = await handle.browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${handle.origin}/?kind=map&layer=${layer}&${handle.query}`);
    await page.waitForFunction('window.__benchResult', undefined, { timeout: 15 * 60_000, polling: 500 });
    const result = (await page.evaluate('window.__benchResult')) as { rows?: Row[]; error?: string };
    if (!result.rows) throw new Error(`map page: ${result.error}`);
    return result.rows;
  } finally {
    await page.close();
  }
}

export async function mapRound(handle: MapBenchHandle, round: number, log: (line: string) => void): Promise<Measure[]> {
  const order: Array<'product' | 'plain'> = round % 2 === 0 ? ['product', 'plain'] : ['plain', 'product'];
  const got: Record<string, Row[]> = {};
  for (const layer of order) got[layer] = await side(handle, layer);
  const measures: Measure[] = [];
  got.product.forEach((p, i) => {
    const q = got.plain[i];
    const pair = `map: device layer vs plain ScatterplotLayer, ${p.devices.toLocaleString('en-US')} devices`;
    log(`map ${p.devices}: product first ${Math.round(p.firstFrameMs)} ms apply ${p.applyMs.toFixed(2)} ms to-frame ${Math.round(p.toFrameMs)} ms pan step ${Math.round(p.drawMs)} ms ${p.fps.toFixed(1)} fps; plain first ${Math.round(q.firstFrameMs)} apply ${q.applyMs.toFixed(2)} to-frame ${Math.round(q.toFrameMs)} pan step ${Math.round(q.drawMs)} ${q.fps.toFixed(1)} fps`);
    measures.push(
      { pair, figure: 'data to first frame', unit: 'ms', better: 'lower', product: p.firstFrameMs, peer: q.firstFrameMs },
      { pair, figure: 'status update, main-thread apply', unit: 'ms', better: 'lower', product: p.applyMs, peer: q.applyMs },
      { pair, figure: 'status update to the frame handed over', unit: 'ms', better: 'lower', product: p.toFrameMs, peer: q.toFrameMs },
      { pair, figure: 'pan step drawn to the end', unit: 'ms', better: 'lower', product: p.drawMs, peer: q.drawMs },
      { pair, figure: 'frame rate panning', unit: 'fps', better: 'higher', product: p.fps, peer: q.fps },
    );
  });
  return measures;
}
