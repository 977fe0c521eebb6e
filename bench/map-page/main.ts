// The map bench page: the product's device layer (scenes/device-map) at N devices in a bare
// deck.gl Deck, timing a status update for all devices, data to first frame, and frame rates.
import { Deck } from '@deck.gl/core';
import { STATUS, buildDeviceBuffers, writeStatusColors, type DeviceBuffers, type DevicePoint } from '../../scenes/device-map/device-buffers';
import { drawIconAtlas } from '../../scenes/device-map/icon-atlas';
import { deviceLayer, deviceLayerData } from '../../scenes/device-map/layers';

const params = new URLSearchParams(location.search);
const SIZES = (params.get('n') ?? '1000,10000,100000').split(',').map(Number);
const UPDATES = Number(params.get('updates') ?? 15);
const FPS_MS = Number(params.get('fpsMs') ?? 4000);

function randomPoints(n: number, seed = 7): DevicePoint[] {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const types = ['AW', 'ET', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL'];
  return Array.from({ length: n }, (_, i) => ({
    id: `D${i}`, longitude: 100 + rand() * 22, latitude: 22 + rand() * 18, type: types[i % types.length], status: 'online' as const,
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function run(n: number, deck: Deck, atlas: ReturnType<typeof drawIconAtlas>) {
  const buffers: DeviceBuffers = buildDeviceBuffers(randomPoints(n));
  const position = { value: buffers.positions, size: 2 as const };
  let rendered: (() => void) | null = null;
  deck.setProps({ onAfterRender: () => rendered?.() });
  const frame = () => new Promise<number>((resolve) => (rendered = () => resolve(performance.now())));

  const t0 = performance.now();
  deck.setProps({ layers: [deviceLayer(buffers, deviceLayerData(buffers, position), atlas, 12)] });
  const firstFrameMs = (await frame()) - t0;

  const applyMs: number[] = [];
  const toFrameMs: number[] = [];
  const statuses = new Uint8Array(n);
  for (let u = 0; u < UPDATES; u++) {
    statuses.fill(u % 2 === 0 ? STATUS.warning : STATUS.online);
    const start = performance.now();
    writeStatusColors(buffers, statuses);
    deck.setProps({ layers: [deviceLayer(buffers, deviceLayerData(buffers, position), atlas, 12)] });
    applyMs.push(performance.now() - start);
    toFrameMs.push((await frame()) - start);
  }

  // Frame rate while the view pans: every frame is a full redraw of every device.
  let frames = 0;
  rendered = () => frames++;
  const end = performance.now() + FPS_MS;
  const begin = performance.now();
  let lon = 111;
  while (performance.now() < end) {
    lon += 0.01;
    deck.setProps({ viewState: { longitude: lon, latitude: 31, zoom: 3.6 } });
    await nextFrame();
  }
  const fps = (frames * 1000) / (performance.now() - begin);
  return { devices: n, firstFrameMs: Math.round(firstFrameMs), statusUpdateApplyMedianMs: +median(applyMs).toFixed(2), statusUpdateApplyMaxMs: +Math.max(...applyMs).toFixed(2), updateToFrameMedianMs: Math.round(median(toFrameMs)), fps: +fps.toFixed(2) };
}

async function main() {
  const atlas = drawIconAtlas();
  const deck = new Deck({
    parent: document.getElementById('map') as HTMLDivElement,
    width: 1280,
    height: 800,
    viewState: { longitude: 111, latitude: 31, zoom: 3.6 },
    controller: false,
    layers: [],
  });
  // Warm up shaders and the icon atlas on a few devices so the first measured size is not paying for them.
  await run(100, deck, atlas);
  const results = [];
  for (const n of SIZES) results.push(await run(n, deck, atlas));
  const canvas = document.querySelector('canvas') as HTMLCanvasElement;
  const gl = canvas.getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  (window as unknown as { __benchResult: unknown }).__benchResult = { renderer, results };
}

main().catch((error: unknown) => {
  (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(error) };
});
