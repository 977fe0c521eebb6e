import { Deck, type Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { STATUS, STATUS_COLORS, buildDeviceBuffers, writeStatusColors, type DeviceBuffers, type DevicePoint } from '../../../scenes/device-map/device-buffers';
import { drawIconAtlas } from '../../../scenes/device-map/icon-atlas';
import { deviceLayer, deviceLayerData, type DeviceLayerData } from '../../../scenes/device-map/layers';

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

/**
 * `variant` takes one feature of the device layer away to measure what it costs: `no-pick`
 * (no picking or hover highlight), `no-mipmap` (the icon atlas sampled without mipmaps),
 * `circles` (a ScatterplotLayer on the same binary positions and colours instead of icons).
 */
function productLayer(buffers: DeviceBuffers, data: DeviceLayerData, atlas: ReturnType<typeof drawIconAtlas>, variant: string) {
  if (variant === 'circles') {
    return new ScatterplotLayer({
      id: 'devices',
      data: { length: data.length, attributes: { getPosition: data.attributes.getPosition, getFillColor: data.attributes.getColor } },
      getRadius: 6,
      radiusUnits: 'pixels',
      updateTriggers: { getFillColor: buffers.version },
    });
  }
  const layer: Layer = deviceLayer(buffers, data, atlas, 12);
  if (variant === 'no-pick') return layer.clone({ pickable: false, autoHighlight: false });
  if (variant === 'no-mipmap') return layer.clone({ textureParameters: { minFilter: 'linear', magFilter: 'linear', mipmapFilter: 'none' } } as Partial<Layer['props']>);
  return layer;
}

function productSide(deck: Deck, points: DevicePoint[], atlas: ReturnType<typeof drawIconAtlas>, variant: string): Side {
  const buffers = buildDeviceBuffers(points);
  const position = { value: buffers.positions, size: 2 as const };
  const statuses = new Uint8Array(points.length);
  deck.setProps({ layers: [productLayer(buffers, deviceLayerData(buffers, position), atlas, variant)] });
  return {
    update(status) {
      statuses.fill(status);
      writeStatusColors(buffers, statuses);
      deck.setProps({ layers: [productLayer(buffers, deviceLayerData(buffers, position), atlas, variant)] });
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

interface RunOptions {
  kind: string;
  variant: string;
  updates: number;
  /** Pans whose frame is waited for until drawn (gl.finish). */
  draws: number;
  fpsMs: number;
}

async function run(n: number, deck: Deck, atlas: ReturnType<typeof drawIconAtlas>, { kind, variant, updates, draws, fpsMs }: RunOptions) {
  let rendered: (() => void) | null = null;
  let gl: WebGL2RenderingContext | null = null;
  deck.setProps({
    onAfterRender: (context: { gl: WebGL2RenderingContext }) => {
      gl = context.gl;
      rendered?.();
    },
  });
  const frame = () => new Promise<number>((resolve) => (rendered = () => resolve(performance.now())));
  const points = randomPoints(n);
  performance.mark(`bench:start:${n}`);
  const t0 = performance.now();
  const side = kind === 'plain' ? plainSide(deck, points) : productSide(deck, points, atlas, variant);
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
  // A pan step drawn to the end: frame rate over a few seconds counts only a frame or two at 100,000
  // devices under SwiftShader, where a frame's drawing finishes well after deck.gl hands it over.
  performance.mark(`bench:draw:${n}`);
  const drawMs: number[] = [];
  (gl as WebGL2RenderingContext | null)?.finish();
  for (let d = 0; d < draws; d++) {
    const start = performance.now();
    deck.setProps({ viewState: { longitude: 111 + (d + 1) * 0.05, latitude: 31, zoom: 3.6 } });
    await frame();
    (gl as WebGL2RenderingContext | null)?.finish();
    drawMs.push(performance.now() - start);
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
  return { devices: n, firstFrameMs, applyMs: median(applyMs), toFrameMs: median(toFrameMs), drawMs: median(drawMs), fps };
}

export async function mapBench(params: URLSearchParams): Promise<void> {
  const result = window as unknown as { __benchResult: unknown };
  try {
    const sizes = (params.get('n') ?? '1000,10000,100000').split(',').map(Number);
    const options: RunOptions = {
      kind: params.get('layer') ?? 'product',
      variant: params.get('variant') ?? '',
      updates: Number(params.get('updates') ?? 5),
      draws: Number(params.get('draws') ?? 3),
      fpsMs: Number(params.get('fpsMs') ?? 3000),
    };
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
    await run(100, deck, atlas, { ...options, updates: 1, draws: 1, fpsMs: 200 });
    const rows = [];
    for (const n of sizes) rows.push(await run(n, deck, atlas, options));
    deck.finalize();
    result.__benchResult = { rows };
  } catch (error) {
    result.__benchResult = { error: String(error) };
  }
}
