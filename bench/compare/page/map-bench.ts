import { Deck } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { STATUS, STATUS_COLORS, buildDeviceBuffers, writeStatusColors, type DevicePoint } from '../../../scenes/device-map/device-buffers';
import { drawIconAtlas } from '../../../scenes/device-map/icon-atlas';
import { deviceLayer, deviceLayerData } from '../../../scenes/device-map/layers';

/**
 * One side of the map pair at each size: `product` is the console's device layer (as
 * bench/map-page draws it), `plain` a deck.gl ScatterplotLayer of objects whose colour accessor
 * re-runs on an updateTriggers change. Same devices, same view, same canvas.
 */
interface Side {
  /** Applies a status to every device and hands deck.gl the new layer. */
  update(status: number): void;
}

function randomPoints(n: number, seed = 7): DevicePoint[] {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const types = ['AW', 'ET', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL'];
  return Array.from({ length: n }, (_, i) => ({
    id: `D${i}`, longitude: 100 + rand() * 22, latitude: 22 + rand() * 18, type: types[i % types.length], status: 'online' as const,
  }));
}

function productSide(deck: Deck, points: DevicePoint[], atlas: ReturnType<typeof drawIconAtlas>): Side {
  const buffers = buildDeviceBuffers(points);
  const position = { value: buffers.positions, size: 2 as const };
  const statuses = new Uint8Array(points.length);
  deck.setProps({ layers: [deviceLayer(buffers, deviceLayerData(buffers, position), atlas, 12)] });
  return {
    update(status) {
      statuses.fill(status);
      writeStatusColors(buffers, statuses);
      deck.setProps({ layers: [deviceLayer(buffers, deviceLayerData(buffers, position), atlas, 12)] });
    },
  };
}

function plainSide(deck: Deck, points: DevicePoint[]): Side {
  const data = points.map((p) => ({ position: [p.longitude, p.latitude] as [number, number], status: 0 }));
  let version = 0;
  const layer = () =>
    new ScatterplotLayer<(typeof data)[number]>({
      id: 'plain-devices',
      data,
      getPosition: (d) => d.position,
      getFillColor: (d) => STATUS_COLORS[d.status] as [number, number, number, number],
      getRadius: 6,
      radiusUnits: 'pixels',
      updateTriggers: { getFillColor: version },
    });
  deck.setProps({ layers: [layer()] });
  return {
    update(status) {
      for (const d of data) d.status = status;
      version += 1;
      deck.setProps({ layers: [layer()] });
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function run(kind: string, n: number, deck: Deck, atlas: ReturnType<typeof drawIconAtlas>, updates: number, fpsMs: number) {
  let rendered: (() => void) | null = null;
  deck.setProps({ onAfterRender: () => rendered?.() });
  const frame = () => new Promise<number>((resolve) => (rendered = () => resolve(performance.now())));
  const points = randomPoints(n);
  performance.mark(`bench:start:${n}`);
  const t0 = performance.now();
  const side = kind === 'plain' ? plainSide(deck, points) : productSide(deck, points, atlas);
  const firstFrameMs = (await frame()) - t0;
  performance.mark(`bench:updates:${n}`);
  const applyMs: number[] = [];
  const toFrameMs: number[] = [];
  for (let u = 0; u < updates; u++) {
    const start = performance.now();
    side.update(u % 2 === 0 ? STATUS.warning : STATUS.online);
    applyMs.push(performance.now() - start);
    toFrameMs.push((await frame()) - start);
  }
  performance.mark(`bench:pan:${n}`);
  let frames = 0;
  rendered = () => frames++;
  const begin = performance.now();
  let lon = 111;
  while (performance.now() - begin < fpsMs) {
    lon += 0.01;
    deck.setProps({ viewState: { longitude: lon, latitude: 31, zoom: 3.6 } });
    await nextFrame();
  }
  const fps = (frames * 1000) / (performance.now() - begin);
  performance.mark(`bench:end:${n}`);
  deck.setProps({ viewState: { longitude: 111, latitude: 31, zoom: 3.6 } });
  return { devices: n, firstFrameMs, applyMs: median(applyMs), toFrameMs: median(toFrameMs), fps };
}

export async function mapBench(params: URLSearchParams): Promise<void> {
  const result = window as unknown as { __benchResult: unknown };
  try {
    const kind = params.get('layer') ?? 'product';
    const sizes = (params.get('n') ?? '1000,10000,100000').split(',').map(Number);
    const updates = Number(params.get('updates') ?? 5);
    const fpsMs = Number(params.get('fpsMs') ?? 3000);
    const atlas = drawIconAtlas();
    const deck = new Deck({
      parent: document.getElementById('map') as HTMLDivElement,
      width: 1280,
      height: 800,
      viewState: { longitude: 111, latitude: 31, zoom: 3.6 },
      controller: false,
      layers: [],
    });
    // Shaders compiled and the atlas uploaded on a few devices first, so the first size does not pay for them.
    await run(kind, 100, deck, atlas, 1, 200);
    const rows = [];
    for (const n of sizes) rows.push(await run(kind, n, deck, atlas, updates, fpsMs));
    deck.finalize();
    result.__benchResult = { rows };
  } catch (error) {
    result.__benchResult = { error: String(error) };
  }
}
